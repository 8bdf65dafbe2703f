/**
 * The spec's button system (§9): sizes lg 50, md 44, sm 38, xs 30, xxs 24 px high, and eight colours. Every
 * button the widget draws takes its class from here (`sp-btn sp-btn-{size} sp-btn-{colour}`, then its own) and the
 * `button` part, so a partner's `::part(button)` and the `--sp-button-*` and `--sp-color-*` properties (README,
 * theming) reach all of them. The CSS: the sizes and colours of the search box in views/styles.ts, the others in
 * views/styles.popup.ts.
 */
export type ButtonSize = 'lg' | 'md' | 'sm' | 'xs' | 'xxs';
export type ButtonColour = 'primary' | 'blue' | 'bluelight' | 'green' | 'red' | 'gray' | 'ghost' | 'black';

/** A button's class and part: `<button {...btn('xs', 'ghost', 'sp-submit')}>`. */
export const btn = (size: ButtonSize, colour: ButtonColour, own: string) => ({
  className: 'sp-btn sp-btn-' + size + ' sp-btn-' + colour + ' ' + own,
  part: 'button',
});
