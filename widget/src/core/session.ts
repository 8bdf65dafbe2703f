import type { Device, User } from './types';

/** Shared session state (spec §3–4). */
export interface Session {
  device: Device;
  /** True exactly when a user is set. */
  signedIn: boolean;
  user: User | null;
  profile: Record<string, unknown> | null;
  /** True unless the device is desktop. */
  mobile: boolean;
  loading: boolean;
}

export type SessionAction = { type: 'setUser'; user: User | null } | { type: 'setLoading'; loading: boolean };

/** The session a mount starts with. */
export function initialSession(device: Device, user: User | null, profile: Record<string, unknown> | null): Session {
  return { device, signedIn: !!user, user, profile, mobile: device !== 'desktop', loading: false };
}

/** Signed-in follows the user; loading toggles. */
export function sessionReducer(state: Session, action: SessionAction): Session {
  switch (action.type) {
    case 'setUser':
      return { ...state, user: action.user, signedIn: !!action.user };
    case 'setLoading':
      return state.loading === action.loading ? state : { ...state, loading: action.loading };
  }
}
