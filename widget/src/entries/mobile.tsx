import type { MountOptions } from '../public';
import { DesktopApp } from '../views/DesktopApp';
import { mountWidget } from './mountWidget';

/** The mobile view. For now the dropdown at full width; issue 6 turns it into the full-screen overlay. */
export function mount(options: MountOptions) {
  return mountWidget(options, {
    desktop: false,
    css: '.sp-search { max-width: none; } .sp-popup { max-height: 75vh; overflow: auto; } .sp-typed-mode, .sp-main { display: block; } .sp-product-grid { grid-template-columns: 1fr; grid-auto-flow: row; }',
    render: (ctx) => <DesktopApp ctx={ctx} />,
  });
}
