import type { Page } from 'playwright-core';
import { P } from '../helpers/parts';
import { widgetOn } from '../helpers/widget';

/**
 * The page-level guard of the hardening suites, a context's init script (`useDemoPage({ initScript: GUARD })`): run
 * before any page script, it records every dialog (`alert`/`confirm`/`prompt`/`print`, which every payload calls if
 * it ever runs), every CSP violation and every uncaught error. `check()` also scans the widget's shadow root for
 * anything a payload could have created.
 */
export const GUARD = `(() => {
  const hits = (window.__guard = []);
  for (const name of ['alert', 'confirm', 'prompt', 'print']) {
    window[name] = (...args) => { hits.push(name + '(' + args.join(',') + ')'); };
  }
  document.addEventListener('securitypolicyviolation', (e) => hits.push('csp: ' + e.violatedDirective + ' ' + e.blockedURI), true);
  window.addEventListener('error', (e) => hits.push('error: ' + e.message));
  window.addEventListener('unhandledrejection', (e) => hits.push('unhandledrejection: ' + (e.reason && e.reason.message || e.reason)));
})();`;

/** What the shadow root holds that no payload may create: elements, handlers, unsafe URLs. */
export async function check(page: Page): Promise<string[]> {
  const w = widgetOn(page);
  if (!(await w.isMounted()))
    return [...(await page.evaluate(() => (window as unknown as { __guard?: string[] }).__guard ?? [])), 'no widget'];
  return w.inShadow((root, iconSelector) => {
    const found: string[] = [...((window as unknown as { __guard?: string[] }).__guard ?? [])];
    // The widget's own icons (views/icons.tsx): an aria-hidden svg icon of circles and paths alone, and nothing
    // inside them with a link, a handler or anything but a shape's attributes.
    const SHAPE = /^(cx|cy|r|d)$/;
    const ownIcon = (el: Element) =>
      el.matches(iconSelector) &&
      [...el.children].every(
        (c) =>
          ['circle', 'path'].includes(c.localName) &&
          !c.children.length &&
          c.getAttributeNames().every((a) => SHAPE.test(a)),
      );
    const icons = [...root.querySelectorAll('svg')].filter(ownIcon);
    for (const el of root.querySelectorAll('*')) {
      const tag = el.tagName.toLowerCase();
      if (icons.some((i) => i === el || i.contains(el))) continue;
      if (
        [
          'script',
          'iframe',
          'object',
          'embed',
          'svg',
          'math',
          'style',
          'noscript',
          'details',
          'textarea',
          'template',
          'base',
          'form input[autofocus]',
        ].includes(tag)
      )
        found.push('element <' + tag + '>');
      for (const attr of el.getAttributeNames()) {
        if (/^on/i.test(attr)) found.push('handler ' + attr + ' on <' + tag + '>');
        if (attr === 'style' && /url\(|expression/i.test(el.getAttribute(attr)!))
          found.push('style url on <' + tag + '>');
      }
      if (tag === 'a' && el.hasAttribute('href') && !/^https?:$/.test(new URL((el as HTMLAnchorElement).href).protocol))
        found.push('link ' + el.getAttribute('href'));
      if (tag === 'a' && el.hasAttribute('href') && new URL((el as HTMLAnchorElement).href).hostname === 'evil.example')
        found.push('link to ' + el.getAttribute('href'));
      if (tag === 'img') {
        const src = (el as HTMLImageElement).src;
        if (src && (!/^https?:$/.test(new URL(src).protocol) || new URL(src).hostname === 'evil.example'))
          found.push('image ' + src.slice(0, 80));
      }
    }
    // Nothing but our host element was added to the page.
    for (const el of document.querySelectorAll('img, svg, iframe, script:not([src]):not([type])')) {
      if (!el.closest('[data-host-page]') && el.tagName !== 'SCRIPT')
        found.push('page element <' + el.tagName.toLowerCase() + '>');
    }
    if (Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted') || ({} as Record<string, unknown>).isAdmin)
      found.push('prototype polluted');
    return found;
  }, `svg${P.icon}[aria-hidden=true]`);
}
