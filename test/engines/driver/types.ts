/**
 * The suite's own small page API: a journey is written once against it and runs in Chromium, Firefox ESR and
 * WebKitGTK. Everything an engine's driver does differently stays behind it (test/engines/driver/*).
 *
 *   const engine = await launchEngine('firefox', { viewport: { width: 1280, height: 900 } });
 *   const page = await engine.newPage();
 *   await page.goto(demo.url + '/');
 *   await page.click(['#search-popup', 'input[role=combobox]']);   // a real pointer click at its centre
 *   await page.type('gofl');                                        // real key events into the focused field
 *   await page.waitFor(() => document.querySelector('#search-popup')!.shadowRoot!.querySelector('mark'));
 *   await page.close(); await engine.close();
 *
 * Rules of the API:
 * - Functions passed to `evaluate`/`waitFor` (and function targets) are serialised with `Function#toString` and run
 *   in the page: they may use only their parameters and page globals, never variables of the test's scope. Their
 *   arguments and results must be JSON (return data, not elements).
 * - `click` scrolls the element into view if it is not, checks that the element (or something inside it) is what
 *   a hit test at its centre finds, and fails if something else covers it — then clicks there with the driver's
 *   pointer input (mouse down/up), as a person would. It is not `el.click()`.
 * - `press`/`type` send the driver's key input to whatever has focus.
 * - Each `newPage()` starts without cookies or storage left by earlier pages of the same engine.
 *   WebKit (one WebDriver session, one window) has one page open at a time.
 */

export type EngineName = 'chromium' | 'firefox' | 'webkit';
export const ENGINE_NAMES: readonly EngineName[] = ['chromium', 'firefox', 'webkit'];

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json | undefined };

/**
 * An element on the page: a selector path whose first selector is matched in the document and each next one
 * inside the previous element's open shadow root (or inside the element itself when it has none), e.g.
 * `['#search-popup', '.sp-input']`; a single selector string; or a function run in the page that returns it.
 */
export type Target = string | readonly string[] | (() => Element | null | undefined);

export interface LaunchOptions {
  /** The page's viewport in CSS pixels (default 1280×900). */
  viewport?: { width: number; height: number };
  /**
   * A visible browser window (under `display`/`env.DISPLAY`, or a private Xvfb the engine starts), e.g. for typing
   * with xdotool through a real input method. WebKitGTK always runs headed in an X display.
   */
  headed?: boolean;
  /** Added to the browser's environment: DISPLAY, GTK_IM_MODULE, XMODIFIERS, DBUS_SESSION_BUS_ADDRESS, HOME, XDG_*… */
  env?: Record<string, string>;
  /** The X display (`:N`) to use; overrides env.DISPLAY. Without one, headed runs and WebKit start their own Xvfb. */
  display?: string;
  /** Firefox only: extra preferences, e.g. `{ 'focusmanager.testmode': false }` for a real input method. */
  firefoxPrefs?: Record<string, string | number | boolean>;
  /** Extra command-line arguments for the browser (Chromium, Firefox) or MiniBrowser (WebKit). */
  args?: string[];
  /** Chromium and Firefox: pages on https load whatever their certificate (a self-signed one of the test's own). */
  acceptInsecureCerts?: boolean;
}

export interface Engine {
  readonly name: EngineName;
  /** The browser process (MiniBrowser for WebKit), whose X window xdotool can find by `search --pid`. */
  readonly pid?: number;
  /** The X display the browser runs in, when it has one. */
  readonly display?: string;
  newPage(): Promise<EnginePage>;
  close(): Promise<void>;
}

export interface EnginePage {
  readonly engine: EngineName;
  /** Navigates and waits for the load event. */
  goto(url: string): Promise<void>;
  /** The page's current address. */
  url(): Promise<string>;
  /** Runs `fn(...args)` in the page and returns its (awaited) JSON result. */
  evaluate<T, A extends Json[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>;
  /**
   * Checks `fn(...args)` in the page (every 20 ms, in the page itself, across navigations) until it returns a truthy value, and
   * returns that value (an element counts as `true`); fails after `timeout` ms (default 20000) saying what it
   * waited for.
   */
  waitFor<T, A extends Json[]>(
    fn: (...args: A) => T | Promise<T>,
    options?: { timeout?: number; message?: string },
    ...args: A
  ): Promise<T>;
  /** A real pointer click at the centre of the element (see the rules above). */
  click(target: Target): Promise<void>;
  /** A real pointer move, in steps, from where it rests to the centre of the element (checked as for a click). */
  hover(target: Target): Promise<void>;
  /**
   * A real pointer drag (a swipe): press at a point of the element (`from`, fractions of its box; default its
   * centre), move by (dx, dy) CSS px in steps, release. The whole path must stay inside the viewport.
   */
  drag(target: Target, dx: number, dy: number, from?: { x: number; y: number }): Promise<void>;
  /** A real key press: a key name ('Enter', 'Escape', 'ArrowDown', 'Tab', 'Backspace', …) with optional modifiers ('Alt+ArrowDown', 'Shift+Tab'). */
  press(key: string): Promise<void>;
  /** Real key input into the focused element: Latin keys, and Hangul (or any other text) as committed characters. */
  type(text: string): Promise<void>;
  /**
   * Sets the viewport and returns the one in effect. WebKit's MiniBrowser window can't get narrower than its
   * toolbar (447 CSS px on this machine): a narrower width comes back wider, so assert against what it returns.
   */
  setViewport(width: number, height: number): Promise<{ width: number; height: number }>;
  /** A PNG of the viewport. */
  screenshot(path: string): Promise<void>;
  /** The browser's own back button (history traversal by the driver, not `history.back()` in the page). */
  back(): Promise<void>;
  /**
   * Moves to the window this page opened (`window.open`, a `target=_blank` link), waiting for it: the window the page
   * was on is closed and everything after acts in the new one, with the same profile and cookies, as a shopper
   * carries on in the tab a site opened.
   */
  popup(): Promise<void>;
  /** Page errors and `console.error` messages seen so far (WebKit: only those after the last goto's load). */
  errors(): Promise<string[]>;
  /**
   * Done with the page. Chromium and Firefox clear its storage and cookies, leave for about:blank and hand it to the
   * engine's next `newPage()` (a fresh context and page per journey cost more than most journeys); WebKit closes it.
   */
  close(): Promise<void>;
}
