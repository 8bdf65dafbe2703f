import type { Instance, SearchPopupGlobal } from '../../widget/src/public';
import type { Box, Sub } from './box';
import { createReady } from './ready';

/**
 * `window.SearchPopup` (contract §2) and what the page gave it so far: the calls queued for the first live box, the
 * `on()` listeners every box gets, the user, the start's failure and `ready()`'s promise (ready.ts). `boxes` are the
 * lifecycle's (read here, never changed); every call first `wake()`s a resting lifecycle, and `destroy()` has it
 * `rest()` (its boxes end) before it forgets the calls, the listeners and the user.
 *
 * Returns the API; `log(message)`, a console error said once; `report(message)`, a start that failed (said once, and
 * ready() rejects with it while no box is live); `started(box)`, a box's new instance (the listeners, the user and,
 * for the first live box, the queued calls); and `announce()`, which settles ready() with the live instance, if any.
 */
export function createApi(version: string, boxes: Box[], wake: () => void, rest: () => void) {
  const subs = new Set<Sub>();
  const queue: [keyof Instance, unknown[]][] = [];
  const reported = new Set<string>();
  let user: [unknown] | null = null;
  let failure: Error | null = null;
  const [pending, settle, fail] = createReady();
  const live = () => boxes.find((b) => b.inst)?.inst;
  const announce = () => settle(live());
  const log = (message: string) => {
    if (!reported.has(message)) console.error(message);
    reported.add(message);
  };
  const report = (message: string) => {
    log(message);
    failure = new Error(message);
    if (live()) return;
    queue.length = 0;
    fail(failure);
  };
  const started = (box: Box) => {
    const inst = box.inst!;
    failure = null;
    subs.forEach((s) => box.offs.set(s, inst.on(...s)));
    if (user) inst.setUser(user[0] as never);
    if (live() === inst) for (const [m, args] of queue.splice(0)) (inst[m] as (...a: unknown[]) => unknown)(...args);
    announce();
  };

  // Calls for the first live box: now, or queued until one mounts (dropped after a failed start).
  const first =
    (m: keyof Instance) =>
    (...args: unknown[]) => {
      wake();
      const inst = live();
      if (inst) return (inst[m] as (...a: unknown[]) => unknown)(...args);
      if (!failure) queue.push([m, args]);
    };
  // Promise-returning calls wait for a live box (or reject with the start's error).
  const whenReady =
    (m: 'cart' | 'alert' | 'confirm') =>
    (...args: unknown[]) =>
      api.ready().then((i) => (i[m] as (...a: unknown[]) => unknown)(...args));
  const api: SearchPopupGlobal = {
    version,
    ready: () => {
      wake();
      announce();
      return pending();
    },
    open: first('open'),
    close: first('close'),
    toast: first('toast'),
    track: first('track'),
    setUser(u) {
      wake();
      user = [u];
      boxes.forEach((b) => b.inst?.setUser(u));
    },
    on(type, listener) {
      wake();
      const s: Sub = [type, listener as Sub[1]];
      subs.add(s);
      boxes.forEach((b) => b.inst && b.offs.set(s, b.inst.on(...s)));
      return () => {
        subs.delete(s);
        for (const b of boxes) {
          b.offs.get(s)?.();
          b.offs.delete(s);
        }
      };
    },
    destroy() {
      rest();
      queue.length = 0;
      subs.clear();
      user = failure = null;
    },
    cart: whenReady('cart') as SearchPopupGlobal['cart'],
    alert: whenReady('alert') as SearchPopupGlobal['alert'],
    confirm: whenReady('confirm') as SearchPopupGlobal['confirm'],
  };
  return [api, log, report, started, announce] as const;
}
