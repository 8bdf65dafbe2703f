import { mountWidget } from '../../../entries/mountWidget';
import type { MountOptions } from '../../../public';
import type { AnySection } from '../../../sections/registry';
import { DesktopApp } from '../../DesktopApp';

/**
 * The desktop entry's `mount` (entries/desktop.tsx) for a widget whose sections are `sections` (a list composed
 * from the shipped ones, sections/registry.ts `withSection`): its popup's parts are made with that list. Only this
 * widget shows them; another on the page shows the shipped ones.
 */
export const mountWith =
  (sections: readonly AnySection[]) =>
  (options: MountOptions): ReturnType<typeof mountWidget> =>
    mountWidget(options, {
      desktop: true,
      render: (ctx) => <DesktopApp ctx={ctx} layer={ctx.layer} />,
      parts: () =>
        import('../../../entries/desktopParts').then((m) => ({
          makePopupParts: ((d, own) => m.makePopupParts({ ...d, sections }, own)) as typeof m.makePopupParts,
        })),
    });
