import type { Instance } from '../../widget/src/public';

const noop = () => {};

/**
 * `SearchPopup.ready()`'s promise (contract §2): one per stretch of time with a live instance, without one yet, or
 * after a failed start. It owns what the current one settled with (nothing yet: waiting). Returns the current
 * promise's getter, `announce(liveInstance)` and `fail(error)`.
 */
export function createReady() {
  let settled: Instance | Error | undefined;
  let settle!: [(i: Instance) => void, (e: Error) => void];
  let pending!: Promise<Instance>;
  const renew = () => {
    settled = undefined;
    // A host that never calls ready() must not see an unhandled rejection.
    (pending = new Promise((res, rej) => (settle = [res, rej]))).catch(noop);
  };
  renew();
  const settleWith = (v: Instance | Error) => {
    if (settled) renew();
    (settle[+(v instanceof Error)] as (v: unknown) => void)((settled = v));
  };
  return [
    /** The current promise. */
    () => pending,
    /** The live instance now, or none: resolves with it, or waits anew (a failed start's rejection stays). */
    (inst: Instance | undefined) => {
      if (inst ? settled === inst : !settled || settled instanceof Error) return;
      if (inst) settleWith(inst);
      else renew();
    },
    /** A start that failed while no box is live: ready() rejects with it. */
    settleWith as (e: Error) => void,
  ] as const;
}
