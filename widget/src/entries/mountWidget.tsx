import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { atom } from 'nanostores';
import { initialSearchState } from '../core/search';
import { initialSession } from '../core/session';
import { readDevice, toUser } from '../core/configUser';
import { envOrThrow, kind, own as prop } from '../core/validateEnv';
import { createUndo } from '../core/undo';
import type { TypedResults } from '../gateway/search';
import { createCaptureGuard } from '../platform/captureGuard';
import { createHostEvents, type HostEvents } from '../platform/hostEvents';
import { createListeners } from '../platform/listeners';
import { earlyField } from '../platform/earlyField';
import { whenIdle } from '../platform/idle';
import { attachShadowMount } from '../platform/shadow';
import type { Instance, MountOptions } from '../public';
import { createPopup } from '../stores/popup';
import { createCombobox } from '../stores/combobox';
import { createSuggestionLists } from '../stores/suggestionLists';
import { createSession } from '../stores/session';
import type { ViewContext } from '../views/context';
import { baseCss } from '../views/styles';
import { instanceHandle } from './instanceHandle';
import { createLazyParts, type ViewChunks } from './lazyParts';
import { watchPage } from './pageWatch';

/** What a view tree gets from its entry. */
export interface WidgetContext extends ViewContext {
  events: HostEvents;
  doc: Document;
  layer: HTMLElement;
}

/** A view tree, its CSS and its later chunks (entries/lazyParts.ts): what the desktop and mobile entries differ in. */
export interface WidgetView extends ViewChunks {
  desktop: boolean;
  /** The view's CSS for the box (the page load's), after views/styles.ts. */
  css?: string;
  render(ctx: WidgetContext): ReactNode;
}

/**
 * The entry's `mount` (MountOptions, from the loader of the same build): the instance, with an own `then` that is
 * `undefined` (the loader resolves `ready()` with it: a `then` a page put on Object.prototype must not be called),
 * or a thrown error whose message the loader reports as it is: a config the entry refused (the env, contract §1),
 * or why mounting failed.
 */
export function mountWidget(options: MountOptions, view: WidgetView): Instance {
  try {
    return mountInstance(options, view);
  } catch (e) {
    throw (e as { config?: boolean }).config
      ? e
      : new Error('SearchPopup: mounting failed (' + (e as Error).message + ')');
  }
}

/**
 * Mounts a view tree into an open shadow root on the host element and returns the instance handle
 * (contract §2). Shared by the desktop and mobile entries, which differ only in their views and CSS.
 *
 * What it makes, it owns when it makes it (`own`, core/undo.ts); `destroy()` undoes it all, last made first: the
 * view tree, the stores and the lazily made parts (each undoing what it made), the overlay's history entry while
 * the history layer's popstate listener is still there to keep that pop from the host, the listeners, the host
 * events, the shadow root's content and a host element the loader made.
 */
function mountInstance(options: MountOptions, view: WidgetView): Instance & { then: undefined } {
  const { host, raw } = options;
  const env = envOrThrow(raw);
  // What the mount needs of the config; the rest is read, and any mistake in it said, where it is used (the popup's
  // parts, the gateway client: core/readConfig.ts), so its rules stay out of the page load.
  const nonce = prop(raw, 'nonce');
  const profile = prop(raw, 'profile');
  const device = view.desktop ? 'desktop' : (readDevice(options.device) ?? 'mobile-web');
  const mobile = device !== 'desktop';
  const doc = host.ownerDocument;
  const win = doc.defaultView!;
  // The page's own search field, if it wrote one in the mount: read before the shadow root hides it.
  const early = earlyField(host);
  const mount = attachShadowMount(
    host,
    baseCss + (view.css ?? ''),
    typeof nonce === 'string' ? nonce.trim() || null : null,
  );
  const { own, dispose } = createUndo();
  own(() => {
    mount.clear();
    if (options.created) host.remove();
  });
  const events = createHostEvents(host);
  own(events.dispose);
  const listeners = createListeners();
  own(listeners.dispose);
  // The stores' state; the typed search and the suggestions stores that fill it are among the popup's parts (asked
  // for on hover, focus and typing, with the empty-input answers they decode).
  const search = { $search: atom(initialSearchState<TypedResults>()), $nothingFound: atom(false) };
  const suggestions = createSuggestionLists({ riseCollapsed: mobile });
  // A field that only had focus (a page's own autofocus, a host dialog's) does not open the mobile overlay by itself.
  const popup = createPopup(early && (early.keyword || !mobile) ? early : null);
  const session = createSession(
    initialSession(
      device,
      toUser(prop(raw, 'user')),
      kind(profile) === 'object' ? (profile as Record<string, unknown>) : null,
    ),
  );
  // What the lazy modules, the handle and the page's listeners below are made with.
  const w = { win, doc, host, env, raw, mobile, mount, listeners, events, search, suggestions, popup, session };
  const lazy = createLazyParts(w, view, options.popstate, () => controller, own);
  // The keys and presses in window capture, before any listener of the page's (platform/captureGuard.ts).
  const guard = createCaptureGuard(win, host, listeners);
  const { instance, destroyed } = instanceHandle(w, lazy, dispose, options);
  const controller = createCombobox({
    win,
    clock: win,
    search,
    suggestions,
    prefetch: lazy.prefetch,
    popup,
    mobile,
    parts: lazy.parts,
    // The parts can't load (their chunk or the client's refused or unreachable): the results page, from the cart
    // flow's chunk, which imports neither (stores/searchAway.ts).
    away: (value) => lazy.cartChunk.run((m) => m.away(options, events, value)),
  });
  watchPage(w, lazy.parts, controller, early, destroyed, own);
  const root = createRoot(mount.app);
  own(() => root.unmount());
  root.render(
    view.render({
      env,
      mobile,
      webp: prop(raw, 'webp') === true,
      controller,
      search,
      suggestions,
      popup,
      session,
      guard,
      parts: lazy.parts,
      events,
      doc,
      layer: mount.layer,
    }),
  );
  // Paid before the shopper reaches for the box: once the page is idle after its load, the popup's parts and the
  // gateway client are fetched and evaluated (not made), so the first hover, focus or keystroke only makes them.
  listeners.own(whenIdle(win, lazy.warm));
  // Undone first: destroy silences the box before the rest goes. The views unmounting may hand focus back to its
  // input (a modal closing), which must neither open the popup, tell the host nor ask for anything.
  own(() => {
    popup.end();
    controller.dispose();
  });
  // Dispatched after the loader has attached the listeners a host queued before the bundle arrived.
  Promise.resolve().then(() => destroyed() || events.emit('ready', { version: options.version, device }));
  return instance;
}
