import type { MountOptions } from '../public';
import { SearchBox } from '../views/SearchBox';
import { mountWidget } from './mountWidget';

/** The desktop dropdown. */
export function mount(options: MountOptions) {
  return mountWidget(options, {
    desktop: true,
    css: '',
    render: ({ search, popup }) => <SearchBox search={search} popup={popup} />,
  });
}
