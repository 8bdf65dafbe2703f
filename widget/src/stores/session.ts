import { atom, type ReadableAtom } from 'nanostores';
import { sessionReducer, type Session, type SessionAction } from '../core/session';

/**
 * The shopper's session of one mounted widget, read by its views and flows. The boxes of a page share the shopper
 * through the loader: its `setUser()` reaches every box, and a box mounted later gets the latest user.
 */
export function createSession(initial: Session) {
  const $session = atom<Session>(initial);
  return {
    $session: $session as ReadableAtom<Session>,
    dispatch: (action: SessionAction) => $session.set(sessionReducer($session.get(), action)),
  };
}
export type SessionStore = ReturnType<typeof createSession>;
