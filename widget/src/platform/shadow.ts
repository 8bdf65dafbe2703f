/** The containers the widget renders into, all inside one open shadow root. */
export interface ShadowMount {
  root: ShadowRoot;
  /** Where the search UI renders. */
  app: HTMLElement;
  /** Above the app: modals, toasts and the loading overlay. */
  layer: HTMLElement;
  /** Adds CSS that arrived later, the same way as the first. */
  addCss(css: string): void;
  /** Empties the shadow root again (the shadow root itself can't be detached from its host). */
  clear(): void;
}

/**
 * Attaches an open shadow root to `host` (or reuses an empty one left by an earlier `destroy()`), adopts
 * `css` (and later `addCss`) through constructable stylesheets, falling back to a `<style>` element (with the CSP nonce when
 * given) where constructable sheets are missing, and creates the app and layer containers.
 */
export function attachShadowMount(host: HTMLElement, css: string, nonce: string | null): ShadowMount {
  const root = host.shadowRoot || host.attachShadow({ mode: 'open' });
  const doc = host.ownerDocument;
  let adopted = true;
  const sheets: CSSStyleSheet[] = [];
  let lastStyle: HTMLStyleElement | null = null;
  const addCss = (css: string) => {
    if (adopted) {
      try {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        sheets.push(sheet);
        root.adoptedStyleSheets = sheets.slice();
        return;
      } catch {
        // Older engines and jsdom: no constructable stylesheets.
        adopted = false;
      }
    }
    const style = doc.createElement('style');
    if (nonce) style.setAttribute('nonce', nonce);
    style.textContent = css;
    // After the earlier sheets (later CSS comes later in the cascade), before the containers.
    root.insertBefore(style, lastStyle ? lastStyle.nextSibling : root.firstChild);
    lastStyle = style;
  };
  addCss(css);
  const app = doc.createElement('div');
  app.className = 'sp-root';
  const layer = doc.createElement('div');
  layer.className = 'sp-root sp-layer';
  root.append(app, layer);
  return {
    root,
    app,
    layer,
    addCss,
    clear() {
      root.replaceChildren();
      if (adopted) root.adoptedStyleSheets = [];
    },
  };
}
