import { atom } from 'nanostores';
import { initialSession, sessionReducer, type Session, type SessionAction } from '../core/session';

/** The shopper's session, shared by every view of the widget. */
export const $session = atom<Session>(initialSession('desktop', null, null));

export function dispatchSession(action: SessionAction): void {
  $session.set(sessionReducer($session.get(), action));
}
