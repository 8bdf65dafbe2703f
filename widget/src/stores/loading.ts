import { overlayDuration } from '../core/linkFollow';
import type { Clock } from '../platform/clock';
import type { SessionStore } from './session';

/**
 * The loading overlay (session `loading`): shown for a given time and never longer than 5 s (spec §9), so a
 * navigation that never happens or a request that hangs can't leave the page covered.
 */
export function createLoading(
  session: Pick<SessionStore, 'dispatch'>,
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>,
) {
  let timer: ReturnType<Clock['setTimeout']> | undefined;
  const hide = () => {
    clock.clearTimeout(timer);
    timer = undefined;
    session.dispatch({ type: 'setLoading', loading: false });
  };
  return {
    show(ms?: number): void {
      const duration = overlayDuration(ms);
      if (!duration) return;
      clock.clearTimeout(timer);
      session.dispatch({ type: 'setLoading', loading: true });
      timer = clock.setTimeout(hide, duration);
    },
    hide,
    dispose: hide,
  };
}
export type Loading = ReturnType<typeof createLoading>;
