import { initialSession, sessionReducer } from '../session';

const user = { id: 'u1', roles: ['adult' as const] };

test.each([
  ['desktop', null, false, false],
  ['mobile-web', null, true, false],
  ['ios', user, true, true],
  ['aos', user, true, true],
  ['mobile-app', null, true, false],
] as const)('initial session on %s: mobile %p… ', (device, u, mobile, signedIn) => {
  expect(initialSession(device, u, null)).toEqual({ device, user: u, profile: null, mobile, signedIn, loading: false });
});

test('signed-in follows the user, loading toggles', () => {
  let s = initialSession('desktop', null, null);
  s = sessionReducer(s, { type: 'setUser', user });
  expect([s.signedIn, s.user]).toEqual([true, user]);
  s = sessionReducer(s, { type: 'setUser', user: null });
  expect([s.signedIn, s.user]).toEqual([false, null]);
  s = sessionReducer(s, { type: 'setLoading', loading: true });
  expect(s.loading).toBe(true);
  expect(sessionReducer(s, { type: 'setLoading', loading: true })).toBe(s);
});
