import type { MountOptions } from '../public';
import { DesktopApp } from '../views/DesktopApp';
import { desktopCss } from '../views/styles.desktop';
import { mountWidget } from './mountWidget';

/** The desktop dropdown. */
export function mount(options: MountOptions) {
  return mountWidget(options, {
    desktop: true,
    css: desktopCss,
    render: (ctx) => <DesktopApp ctx={ctx} layer={ctx.layer} />,
  });
}
