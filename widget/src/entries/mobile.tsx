import type { MountOptions } from '../public';
import { SearchBox } from '../views/SearchBox';
import { mountWidget } from './mountWidget';

/** The mobile view. For now the same search box, full width; issue 6 turns it into the full-screen overlay. */
export function mount(options: MountOptions) {
  return mountWidget(options, {
    desktop: false,
    css: '.sp-search { max-width: none; } .sp-list { max-height: 70vh; }',
    render: ({ search, popup }) => <SearchBox search={search} popup={popup} />,
  });
}
