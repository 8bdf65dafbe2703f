import type { MountOptions } from '../public';
import { MobileApp } from '../views/MobileApp';
import { mobileCss } from '../views/styles.mobile';
import { mountWidget } from './mountWidget';

/** The mobile full-screen overlay: a history entry and a scroll lock while it is open. */
export function mount(options: MountOptions) {
  return mountWidget(options, {
    desktop: false,
    css: mobileCss,
    render: (ctx) => <MobileApp ctx={ctx} layer={ctx.layer} />,
    parts: () => import('./mobileParts'),
    overlay: () => import('./overlayLayer'),
  });
}
