import type { MountOptions } from '../public';
import { DesktopApp } from '../views/DesktopApp';
import { mountWidget } from './mountWidget';

/** The desktop dropdown: its CSS comes with the popup's parts (entries/desktopParts.ts). */
export function mount(options: MountOptions) {
  return mountWidget(options, {
    desktop: true,
    render: (ctx) => <DesktopApp ctx={ctx} layer={ctx.layer} />,
    parts: () => import('./desktopParts'),
  });
}
