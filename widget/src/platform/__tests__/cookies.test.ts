import { documentCookies } from '../cookies';

/** What was written to `document.cookie`, each assignment's text. */
function written() {
  const texts: string[] = [];
  const desc = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((v: string) => {
    texts.push(v);
    desc.set!.call(document, v);
  });
  return { texts, restore: () => spy.mockRestore() };
}

const junk = { junk: () => 'junk', domain: 'evil.example', secure: true } as Record<string, unknown>;
afterEach(() => {
  for (const k of Object.keys(junk)) delete (Object.prototype as Record<string, unknown>)[k];
});

test.each([
  ['a clean page', false],
  ['enumerable junk on Object.prototype (a function, a domain, a flag)', true],
])('%s: one writer, js-cookie, writes exactly our attributes; the value reads back', (_name, polluted) => {
  if (polluted)
    for (const [k, v] of Object.entries(junk))
      Object.defineProperty(Object.prototype, k, { value: v, enumerable: true, configurable: true, writable: true });
  const w = written();
  const jar = documentCookies(document);
  jar.set('sp_test', 'a%20b', 1);
  expect(w.texts).toHaveLength(1);
  const attrs = (text: string) => text.split('; ').map((a) => a.replace(/^expires=.+ GMT$/, 'expires'));
  expect(attrs(w.texts[0]).sort()).toEqual(['expires', 'path=/', 'sameSite=Lax', 'sp_test=a%20b']);
  expect(jar.get('sp_test')).toBe('a%20b');
  jar.remove('sp_test');
  expect(attrs(w.texts[1]).sort()).toEqual(['expires', 'path=/', 'sameSite=Lax', 'sp_test=']);
  expect(jar.get('sp_test')).toBeUndefined();
  w.restore();
});

test('a name the page put on Object.prototype reads as no cookie, not as its junk', () => {
  Object.defineProperty(Object.prototype, 'junk', { value: 'x', enumerable: true, configurable: true });
  expect(documentCookies(document).get('junk')).toBeUndefined();
});

test('read-only junk on Object.prototype: the write keeps nothing and throws nothing; reads go on', () => {
  document.cookie = 'sp_kept=1; path=/';
  Object.defineProperty(Object.prototype, 'junk', { value: 'x', enumerable: true, configurable: true });
  const jar = documentCookies(document);
  expect(() => jar.set('sp_new', '1', 1)).not.toThrow();
  expect(jar.get('sp_new')).toBeUndefined();
  expect(jar.get('sp_kept')).toBe('1');
  document.cookie = 'sp_kept=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

test('all: every cookie of a name in document order (js-cookie reads the first); none, or a page whose cookie throws: []', () => {
  const jar = documentCookies(document);
  expect(jar.all('sp_two')).toEqual([]);
  document.cookie = 'sp_two=shops; path=/';
  document.cookie = 'sp_two_x=other; path=/';
  // A sibling subdomain's `Domain=` cookie of the same name (jsdom's page is on localhost: a path tells them apart).
  document.cookie = 'sp_two=tossed; path=/deep';
  window.history.replaceState(null, '', '/deep');
  expect(jar.all('sp_two')).toEqual(['tossed', 'shops']);
  expect(jar.get('sp_two')).toBe('tossed');
  const spy = jest.spyOn(document, 'cookie', 'get').mockImplementation(() => {
    throw new Error('sandboxed');
  });
  expect(jar.all('sp_two')).toEqual([]);
  spy.mockRestore();
  document.cookie = 'sp_two=; path=/deep; max-age=0';
  document.cookie = 'sp_two=; path=/; max-age=0';
  document.cookie = 'sp_two_x=; path=/; max-age=0';
  window.history.replaceState(null, '', '/');
});
