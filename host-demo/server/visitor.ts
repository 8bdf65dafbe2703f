import type { DemoAccount } from './accounts';
import { clientOf, type Exchange } from './gateway/http';
import type { TempMembers } from './gateway/tempMembers';
import type { Session, Store } from './store/types';

/**
 * The session cookie's name and attributes on the site `origin` (issue 52): on https `__Host-demo_session`, which
 * only this host can set (Secure, Path=/, no Domain); on http a host-only `demo_session`, which a sibling can only
 * shadow with a `Domain=` cookie of the same name, and two of a name are no session (gateway/cookies.ts `cookieJar`).
 */
const sessionCookieName = (origin: string) => (origin.startsWith('https:') ? '__Host-demo_session' : 'demo_session');
/** The session cookie's `Set-Cookie` line on `origin`: `id`, or none (cleared). */
export const sessionCookieLine = (origin: string, id: string | null) =>
  `${sessionCookieName(origin)}=${id ?? ''}; Path=/${id === null ? '; Max-Age=0' : ''}; HttpOnly; SameSite=Lax` +
  (origin.startsWith('https:') ? '; Secure' : '');

/** Who sent a request: a signed-in member's session, or an anonymous shopper's temporary member number. */
export interface Visitor {
  session: Session | null;
  account: DemoAccount | null;
  /** The anonymous cart's owner (the owner cookie's number), or null. */
  anonymous: string | null;
}

export async function visitorOf(x: Exchange, store: Store, members: TempMembers): Promise<Visitor> {
  const found = await store.sessions.get(x.cookies[sessionCookieName(x.origin)]);
  // On http a sibling can toss its own session id under our cookie's name (no `__Host-` there): a session counts
  // only from the client that signed in, as the owner cookie does (issue 52). On https the name is enough.
  const session = found && (x.origin.startsWith('https:') || found.client === clientOf(x.req)) ? found : null;
  const account = session?.account ?? null;
  // The anonymous cart's owner: the owner cookie alone, never the readable number a sibling can toss (issue 38),
  // and on http only one bound to this client (issue 52; ./gateway/tempMembers.ts).
  const anonymous = account ? null : members.owner(members.ownersIn(x.header('cookie'), x.origin, clientOf(x.req)));
  return { session, account, anonymous };
}

/** The cart's owner in the store: the member's, else the anonymous shopper's number, else none. */
export const cartOwnerOf = ({ account, anonymous }: Pick<Visitor, 'account' | 'anonymous'>) =>
  account ? 'member:' + account.id : anonymous ? 'tmpr:' + anonymous : null;
