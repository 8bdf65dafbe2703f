/** Issue 20's pure rules: which writes are taken, a client's work budget, sessions and signed member numbers. */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clientBudget } from '../clientBudget';
import { createSessions, loadSecret } from '../../secret';
import { tempMembers } from '../tempMembers';
import { checkWrite, type WriteHeaders } from '../writeGuard';

const SITE = 'http://127.0.0.1:8080';
const JSON_ONLY = { origins: [SITE], types: ['application/json'] };

test.each<[string, WriteHeaders, number | 'ok']>([
  ['JSON from the page itself', { contentType: 'application/json', origin: SITE, secFetchSite: 'same-origin' }, 'ok'],
  ['JSON with a charset', { contentType: 'Application/JSON; charset=utf-8', origin: SITE }, 'ok'],
  ['JSON from a script (no browser headers)', { contentType: 'application/json' }, 'ok'],
  ['text/plain (a form can send it)', { contentType: 'text/plain', origin: SITE }, 415],
  ['no type', { origin: SITE }, 415],
  ['a form', { contentType: 'application/x-www-form-urlencoded', origin: SITE }, 415],
  ['multipart', { contentType: 'multipart/form-data; boundary=x' }, 415],
  ['JSON-looking type', { contentType: 'application/json-patch+json' }, 415],
  ['a sibling subdomain', { contentType: 'application/json', origin: 'http://a.127.0.0.1:8080' }, 403],
  ['another port', { contentType: 'application/json', origin: 'http://127.0.0.1:8081' }, 403],
  ['https of the same host', { contentType: 'application/json', origin: 'https://127.0.0.1:8080' }, 403],
  ['an opaque origin', { contentType: 'application/json', origin: 'null' }, 403],
  ['same-site', { contentType: 'application/json', secFetchSite: 'same-site' }, 403],
  ['cross-site', { contentType: 'application/json', secFetchSite: 'cross-site' }, 403],
  ['typed in the address bar', { contentType: 'application/json', secFetchSite: 'none' }, 403],
  [
    'same-origin said, another Origin sent',
    { contentType: 'application/json', origin: 'http://evil.example', secFetchSite: 'same-origin' },
    403,
  ],
])('a write: %s → %p', (_name, headers, expected) => {
  const verdict = checkWrite(headers, JSON_ONLY);
  expect(verdict.ok ? 'ok' : verdict.status).toBe(expected);
});

const SIGN_IN = { origins: [SITE], types: ['application/x-www-form-urlencoded'], browserOnly: true };

test.each<[string, WriteHeaders, number | 'ok']>([
  ["the login page's form", { contentType: 'application/x-www-form-urlencoded', origin: SITE }, 'ok'],
  [
    'the form, Sec-Fetch-Site only',
    { contentType: 'application/x-www-form-urlencoded', secFetchSite: 'same-origin' },
    'ok',
  ],
  ['a script (no browser headers)', { contentType: 'application/x-www-form-urlencoded' }, 403],
  ['another site', { contentType: 'application/x-www-form-urlencoded', origin: 'http://evil.example' }, 403],
  ['same-site', { contentType: 'application/x-www-form-urlencoded', secFetchSite: 'same-site' }, 403],
])('issue 38, a sign-in (browser only): %s → %p', (_name, headers, expected) => {
  const verdict = checkWrite(headers, SIGN_IN);
  expect(verdict.ok ? 'ok' : verdict.status).toBe(expected);
});

test('a client budget: spent work is refused until time refills it; clients are apart', () => {
  let t = 0;
  const budget = clientBudget({ share: 0.5, burstMs: 100 }, () => t);
  expect(budget.admit('a')).toBe(true);
  budget.charge('a', 60);
  expect(budget.admit('a')).toBe(true);
  budget.charge('a', 60);
  expect(budget.admit('a')).toBe(false);
  expect(budget.admit('b')).toBe(true);
  t += 10; // 5 ms back: -15
  expect(budget.admit('a')).toBe(false);
  t += 40; // 20 ms back: 5
  expect(budget.admit('a')).toBe(true);
  t += 1_000_000; // never more than the burst
  budget.charge('a', 100);
  expect(budget.admit('a')).toBe(false);
});

test('a client budget forgets the oldest client past its limit', () => {
  const budget = clientBudget({ share: 0, burstMs: 10, maxClients: 2 }, () => 0);
  budget.charge('a', 20);
  budget.charge('b', 20);
  budget.charge('c', 20);
  expect([budget.admit('a'), budget.admit('b'), budget.admit('c')]).toEqual([true, false, false]);
});

test('sessions: random ids and tokens, ended by logout', () => {
  const sessions = createSessions();
  const a = sessions.start('member')!;
  const b = sessions.start('member')!;
  expect(a.id).not.toBe(b.id);
  expect(a.accessToken).not.toBe(a.id);
  expect(a.id).toMatch(/^[\w-]{43}$/);
  expect(sessions.get(a.id)?.account.id).toBe('reader01');
  expect(sessions.byAccessToken(a.accessToken)).toBe(a);
  expect(sessions.get('member')).toBeNull();
  expect(sessions.get(undefined)).toBeNull();
  sessions.end(b.id);
  expect(sessions.get(b.id)).toBeNull();
  expect(sessions.byAccessToken(b.accessToken)).toBeNull();
  expect(() => sessions.start('nobody' as 'member')).toThrow();
});

test("issue 38: a client's sign-ins drop only its own least recently used session, never another client's live one", () => {
  let t = 0;
  const sessions = createSessions({ limit: 4, perClient: 2, idleMs: 1000 }, () => t);
  const member = sessions.start('member', 'shopper')!;
  const [a1, a2] = [sessions.start('member', 'flood')!, sessions.start('member', 'flood')!];
  t += 10;
  sessions.get(a1.id); // a1 used again: a2 is the flood's least recently used
  const a3 = sessions.start('member', 'flood')!;
  expect([sessions.get(a2.id), sessions.get(a1.id)?.id, sessions.get(a3.id)?.id]).toEqual([null, a1.id, a3.id]);
  // Full (4): another client's sign-in ends no live session of a client that holds one; the flood, holding two,
  // gives up its least recently used (issue 52).
  const other = sessions.start('adult', 'other')!;
  expect(sessions.get(a3.id)).toBe(a3);
  const third = sessions.start('adult', 'third')!;
  expect(third.client).toBe('third');
  expect([sessions.get(a1.id), sessions.get(a3.id)?.id]).toEqual([null, a3.id]);
  // Now each client holds one: a fifth client waits, and every live one stays.
  expect(sessions.start('adult', 'fifth')).toBeNull();
  expect([member, other, third, a3].map((s) => sessions.get(s.id)?.id)).toEqual(
    [member, other, third, a3].map((s) => s.id),
  );
  // A session idle for idleMs is no longer live: a full table lets a sign-in end the idlest.
  t += 500;
  expect(sessions.byAccessToken(member.accessToken)).toBe(member); // the member is active
  t += 499; // the others: idle 999 ms
  expect(sessions.start('adult', 'fifth')).toBeNull();
  t += 1;
  expect(sessions.start('adult', 'fifth')?.client).toBe('fifth');
  expect(sessions.get(member.id)).toBe(member);
});

test('issue 52: 500 clients × 20 sign-ins fill the table, and a new shopper still signs in; one session each can’t be taken', () => {
  let t = 0;
  const sessions = createSessions({ limit: 10_000, perClient: 20, idleMs: 3_600_000 }, () => t);
  const member = sessions.start('member', 'shopper')!;
  for (let c = 0; c < 500; c++) for (let i = 0; i < 20; i++) sessions.start('member', 'flood-' + c);
  // Every sign-in of a new shopper is taken (from the clients holding the most), whatever the flood does next.
  for (let n = 0; n < 200; n++) {
    t += 10;
    expect(sessions.start('member', 'new-' + n)?.client).toBe('new-' + n);
    sessions.start('member', 'flood-' + (n % 500));
  }
  expect(sessions.get(member.id)).toBe(member);
});

test('signed member numbers: valid only as issued, in the widget’s own shape, under the same key', () => {
  const m = tempMembers(Buffer.from('key one'));
  const n = m.issue();
  expect(n).toMatch(/^[A-Za-z0-9-]{8,64}$/);
  expect(m.valid(n)).toBe(true);
  expect(m.issue()).not.toBe(n);
  for (const bad of [
    n.toUpperCase(),
    n.slice(0, -1) + (n.endsWith('a') ? 'b' : 'a'),
    n + '0',
    'tmp-aaaa-0001',
    '',
    null,
    7,
  ])
    expect(m.valid(bad)).toBe(false);
  expect(tempMembers(Buffer.from('key two')).valid(n)).toBe(false);
});

test('the signing key: from DEMO_SECRET, else made once and kept in the data directory (owner-only)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sp-secret-'));
  try {
    const first = loadSecret(dir, undefined);
    expect(first).toHaveLength(32);
    expect(loadSecret(dir, undefined).equals(first)).toBe(true);
    expect(statSync(join(dir, 'secret')).mode & 0o077).toBe(0);
    expect(loadSecret(dir, 'from env').toString()).toBe('from env');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
