/**
 * What every driver does the same way: the page-side scripts (serialised into one expression, so the drivers only
 * need "evaluate this expression"), target lookup through open shadow roots, the centre-click check, polling.
 */
import type { Json, Target } from './types';
import { pace } from '../../helpers/pacing';

/** Finds a target in the page (runs in the page). */
function locate(target: readonly string[] | (() => Element | null | undefined)): Element | null {
  if (typeof target === 'function') return target() ?? null;
  let el: Element | null = null;
  for (const selector of target) {
    const scope: ParentNode = el ? (el.shadowRoot ?? el) : document;
    el = scope.querySelector(selector);
    if (!el) return null;
  }
  return el;
}

/** The expression `fn(...args)` with JSON arguments. */
export function call(fn: (...args: never[]) => unknown, args: readonly Json[] = []): string {
  return `(${fn.toString()})(${args.map((a) => JSON.stringify(a)).join(', ')})`;
}

/** An expression that evaluates to the target element (or null). */
export function locateExpression(target: Target): string {
  const spec =
    typeof target === 'function'
      ? `(${target.toString()})`
      : JSON.stringify(typeof target === 'string' ? [target] : target);
  return `(${locate.toString()})(${spec})`;
}

export const describeTarget = (target: Target) =>
  typeof target === 'function' ? target.toString().slice(0, 120) : JSON.stringify(target);

/**
 * Runs in the page with the target element: scrolls it into view when it isn't, and returns its centre in CSS
 * pixels of the viewport and what a hit test there finds (through open shadow roots).
 */
function centre(
  el: Element | null,
  fx: number,
  fy: number,
): { x: number; y: number; covered: string | null } | { error: string } {
  if (!el) return { error: 'not found' };
  let r = el.getBoundingClientRect();
  if (
    r.bottom <= 0 ||
    r.right <= 0 ||
    r.top >= innerHeight ||
    r.left >= innerWidth ||
    r.top < 0 ||
    r.bottom > innerHeight
  ) {
    el.scrollIntoView({ block: 'center', inline: 'nearest' });
    r = el.getBoundingClientRect();
  }
  if (!r.width || !r.height) return { error: 'has no box (hidden?)' };
  const x = Math.floor(r.left + r.width * fx);
  const y = Math.floor(r.top + r.height * fy);
  let hit: Element | null = document.elementFromPoint(x, y);
  while (hit?.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  for (let n: Node | null = hit; n; n = n.parentNode ?? (n as ShadowRoot).host ?? null)
    if (n === el) return { x, y, covered: null };
  const name = (e: Element | null) =>
    e
      ? e.tagName.toLowerCase() +
        (e.id ? '#' + e.id : '') +
        (e.className && typeof e.className === 'string' ? '.' + e.className.trim().split(/\s+/).join('.') : '')
      : 'nothing';
  return { x, y, covered: name(hit) };
}

export const centreExpression = (target: Target, fx = 0.5, fy = 0.5) =>
  `(${centre.toString()})(${locateExpression(target)}, ${fx}, ${fy})`;

/** The element's centre (or another point, as fractions of its box), checked as for a click (throws when it is missing, boxless or covered there). */
export async function clickPoint(
  evaluate: (expression: string) => Promise<unknown>,
  target: Target,
  what = 'click',
  from = { x: 0.5, y: 0.5 },
) {
  const at = (await evaluate(centreExpression(target, from.x, from.y))) as
    { x: number; y: number; covered: string | null } | { error: string };
  if ('error' in at) throw new Error(`${what}: ${describeTarget(target)} ${at.error}`);
  if (at.covered)
    throw new Error(`${what}: ${describeTarget(target)} is covered at its centre (${at.x}, ${at.y}) by ${at.covered}`);
  return at;
}

/** How often a condition is checked again: in the page by `waitFor`, from here by `poll`. */
const POLL_MS = 20;

/** Shared polling from here (e.g. for what only the driver can see): errors are retried, not thrown. */
export async function poll<T>(evaluate: () => Promise<T>, timeout: number, what: string): Promise<T> {
  const end = Date.now() + timeout;
  let last: unknown;
  let error: unknown;
  for (;;) {
    try {
      last = await evaluate();
      error = undefined;
      if (last) return last as T;
    } catch (e) {
      error = e;
    }
    if (Date.now() > end) throw timedOut(timeout, what, last, error);
    await pace(POLL_MS);
  }
}

const timedOut = (timeout: number, what: string, last: unknown, error: unknown) =>
  new Error(
    `waitFor timed out after ${timeout} ms: ${what}\n  last result: ${JSON.stringify(last)}${error ? '\n  last error: ' + String((error as Error).message ?? error) : ''}`,
  );

type Slice = { done: true; value: unknown } | { done: false; last: unknown; error: string | null };

/**
 * Runs in the page: checks `fn(...args)` every `every` ms for up to `ms` ms, and resolves with its first truthy
 * value (an element counts as `true`: the drivers can't return one) or, when time is up or the page is being left,
 * with the last value and error. A throw (say, an element not there yet) counts as not yet.
 */
function waitInPage(ms: number, every: number, fn: (...args: unknown[]) => unknown, args: unknown[]): Promise<Slice> {
  const end = Date.now() + ms;
  return new Promise((resolve) => {
    let last: unknown;
    let error: string | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (slice: Slice) => {
      removeEventListener('pagehide', leaving);
      clearTimeout(timer);
      resolve(slice);
    };
    const leaving = () => finish({ done: false, last, error: 'the page was left' });
    addEventListener('pagehide', leaving);
    const step = () => {
      new Promise((r) => r(fn(...args)))
        .then(
          (v) => ({ value: typeof Node !== 'undefined' && v instanceof Node ? true : v, error: null }),
          (e: unknown) => ({ value: undefined, error: String((e as Error)?.message ?? e) }),
        )
        .then((now) => {
          ({ value: last, error } = now);
          if (now.value) finish({ done: true, value: now.value });
          else if (Date.now() >= end) finish({ done: false, last, error });
          else timer = setTimeout(step, every);
        });
    };
    step();
  });
}

/**
 * `waitFor`: the page checks the condition itself (no round trip per check, so it is seen within a few ms of
 * coming true), in slices of at most a second. A navigation ends a slice (`pagehide`, or an error), and the next
 * one starts in the new document; a slice whose answer never comes (Firefox's BiDi can lose the answer of a script
 * whose document went away) is given up here half a second after its time.
 */
export async function waitInPageFor<T>(
  evaluate: (expression: string) => Promise<unknown>,
  fn: (...args: never[]) => unknown,
  args: readonly Json[],
  timeout: number,
  what: string,
): Promise<T> {
  const end = Date.now() + timeout;
  let last: unknown;
  let error: unknown;
  for (;;) {
    const ms = Math.max(0, Math.min(1000, end - Date.now()));
    let lost: ReturnType<typeof setTimeout> | undefined;
    try {
      const answer = evaluate(
        `(${waitInPage.toString()})(${ms}, ${POLL_MS}, (${fn.toString()}), ${JSON.stringify(args)})`,
      );
      answer.catch(() => undefined); // A lost slice's late rejection (browser closed, timeout) is nobody's concern.
      const slice = (await Promise.race([
        answer,
        new Promise((_, reject) => (lost = setTimeout(() => reject(new Error('no answer from the page')), ms + 500))),
      ])) as Slice;
      if (slice.done) return slice.value as T;
      ({ last, error } = slice);
    } catch (e) {
      error = e;
      await pace(POLL_MS);
    } finally {
      clearTimeout(lost);
    }
    if (Date.now() > end) throw timedOut(timeout, what, last, error);
  }
}

/** 'Alt+ArrowDown' → { modifiers: ['Alt'], key: 'ArrowDown' } ('+' alone is the plus key). */
export function parseKey(spec: string): { modifiers: string[]; key: string } {
  if (spec === '+' || !spec.includes('+')) return { modifiers: [], key: spec };
  const parts = spec.split('+');
  return { modifiers: parts.slice(0, -1), key: parts[parts.length - 1] };
}

/** How long an `evaluate` may go unanswered: Firefox's BiDi can lose an answer, which then never comes. */
const ANSWER_MS = 60000;

/**
 * A page's `evaluate` and `waitFor` (the page API in ./types.ts), both run in the page through `evalExpression`. An
 * `evaluate` unanswered for ANSWER_MS fails, saying which: not the test's timeout, which names nothing.
 */
export function pageEvaluators(evalExpression: <T>(expression: string) => Promise<T>) {
  return {
    evaluate: async <T, A extends Json[]>(fn: (...args: A) => T | Promise<T>, ...args: A) => {
      const answer = evalExpression<T>(call(fn as never, args));
      let lost: ReturnType<typeof setTimeout> | undefined;
      const never = new Promise<never>((_, reject) => {
        lost = setTimeout(() => {
          answer.catch(() => undefined);
          reject(new Error(`no answer from the page in ${ANSWER_MS} ms: ${fn.toString().slice(0, 200)}`));
        }, ANSWER_MS);
      });
      try {
        return await Promise.race([answer, never]);
      } finally {
        clearTimeout(lost);
      }
    },
    waitFor: <T, A extends Json[]>(
      fn: (...args: A) => T | Promise<T>,
      options: { timeout?: number; message?: string } = {},
      ...args: A
    ) =>
      waitInPageFor<T>(
        evalExpression,
        fn as never,
        args,
        options.timeout ?? 20000,
        options.message ?? fn.toString().slice(0, 200),
      ),
  };
}
