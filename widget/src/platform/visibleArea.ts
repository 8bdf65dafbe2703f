import { visibleArea } from '../core/visibleArea';

/** The properties the overlay's, the toasts' and the prompts' sheets read (views/styles.mobile.ts, styles.popup.ts). */
const PROPS = ['--sp-vv-top', '--sp-vv-height', '--sp-kb'] as const;

/**
 * While the mobile overlay is open, keeps the part of the screen a phone's on-screen keyboard leaves visible
 * (core/visibleArea.ts) on each of `els` (the widget's containers: the custom properties inherit into the overlay,
 * the toasts and the prompts, top layer or not) as `--sp-vv-top`, `--sp-vv-height` and `--sp-kb` (px), following the visual
 * viewport's resize and scroll; without a keyboard they are unset and the sheets fall back to the whole viewport.
 * Returns the stop, which removes its listeners and the properties.
 */
export function followVisibleArea(win: Window, els: readonly HTMLElement[]): () => void {
  const vv = win.visualViewport;
  if (!vv) return () => {};
  const apply = () => {
    const area = visibleArea({
      layoutHeight: win.innerHeight,
      height: vv.height,
      offsetTop: vv.offsetTop,
      scale: vv.scale,
    });
    for (const el of els)
      PROPS.forEach((p, i) =>
        area ? el.style.setProperty(p, [area.top, area.height, area.keyboard][i] + 'px') : el.style.removeProperty(p),
      );
  };
  vv.addEventListener('resize', apply);
  vv.addEventListener('scroll', apply);
  apply();
  return () => {
    vv.removeEventListener('resize', apply);
    vv.removeEventListener('scroll', apply);
    for (const el of els) for (const p of PROPS) el.style.removeProperty(p);
  };
}
