import { ENV_ERROR_PREFIX, SERVICE_CODES, validateEnv } from '../validateEnv';
import { fullEnv } from './fixtures';

const without = (env: Record<string, unknown>, ...paths: string[]) => {
  const copy = JSON.parse(JSON.stringify(env));
  for (const p of paths) {
    const [a, b] = p.split('.');
    if (b) delete copy[a][b];
    else delete copy[a];
  }
  return copy;
};
const withValue = (env: Record<string, unknown>, path: string, v: unknown) => {
  const copy = JSON.parse(JSON.stringify(env));
  const [a, b] = path.split('.');
  if (b) copy[a] = { ...(copy[a] || {}), [b]: v };
  else copy[a] = v;
  return copy;
};

describe('validateEnv: offending keys, each listed as a dotted path', () => {
  const table: [string, unknown, string[]][] = [
    [
      'imageHost and serviceHosts.ord missing',
      without(fullEnv(), 'imageHost', 'serviceHosts.ord'),
      ['imageHost', 'serviceHosts.ord'],
    ],
    ['a number', withValue(fullEnv(), 'mainHost', 42), ['mainHost']],
    ['null', withValue(fullEnv(), 'searchHost', null), ['searchHost']],
    ['an empty string', withValue(fullEnv(), 'eventHost', ''), ['eventHost']],
    ['a relative path', withValue(fullEnv(), 'serviceHosts.pdt', '/pdt'), ['serviceHosts.pdt']],
    ['javascript: scheme', withValue(fullEnv(), 'serviceHosts.htr', 'javascript:alert(1)'), ['serviceHosts.htr']],
    ['credentials in the host', withValue(fullEnv(), 'imageHost', 'https://user@evil.example'), ['imageHost']],
    ['a query string', withValue(fullEnv(), 'imageHost', 'https://img.example.com?x=1'), ['imageHost']],
    ['a backslash', withValue(fullEnv(), 'imageHost', 'https://img.example.com\\evil'), ['imageHost']],
    [
      'serviceHosts not an object',
      withValue(fullEnv(), 'serviceHosts', 'x'),
      SERVICE_CODES.map((c) => 'serviceHosts.' + c),
    ],
    ['apiBasePaths.member a number', withValue(fullEnv(), 'apiBasePaths.member', 7), ['apiBasePaths.member']],
    [
      'no env at all',
      undefined,
      ['mainHost', 'searchHost', 'eventHost', 'imageHost', ...SERVICE_CODES.map((c) => 'serviceHosts.' + c)],
    ],
    [
      'an array',
      [],
      ['mainHost', 'searchHost', 'eventHost', 'imageHost', ...SERVICE_CODES.map((c) => 'serviceHosts.' + c)],
    ],
  ];
  test.each(table)('%s', (_name, env, paths) => {
    const r = validateEnv(env);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.startsWith(ENV_ERROR_PREFIX)).toBe(true);
    const listed = r.error.slice(ENV_ERROR_PREFIX.length + 2, r.error.indexOf('. '));
    expect(listed.split(', ')).toEqual(paths);
  });

  test('the message says what each key was and shows the expected shape', () => {
    const r = validateEnv(withValue(without(fullEnv(), 'imageHost'), 'serviceHosts.ord', 3));
    expect(r.ok || r.error).toBe(
      'Environment validation failed: imageHost, serviceHosts.ord. Each host must be an absolute origin string such as ' +
        '"https://product.example.com" (imageHost: missing; serviceHosts.ord: got number).',
    );
  });
});

describe('validateEnv: accepted envs', () => {
  test('a full env passes; trailing slashes are dropped and apiBasePaths kept', () => {
    const env = withValue(
      withValue(fullEnv(), 'mainHost', 'https://shop.example.com/'),
      'apiBasePaths.member',
      '/member/api',
    );
    const r = validateEnv(env);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.env.mainHost).toBe('https://shop.example.com');
    expect(r.env.serviceHosts.hotf).toBe('https://hotf.example.com');
    expect(r.env.apiBasePaths).toEqual({ member: '/member/api' });
  });

  test('http origins with a port pass (the demo runs on 127.0.0.1:8080)', () => {
    expect(validateEnv(fullEnv('http://127.0.0.1:8080')).ok).toBe(true);
  });

  test('keys added to Object.prototype by a hostile page are not read as env', () => {
    const proto = Object.prototype as Record<string, unknown>;
    proto.imageHost = 'https://evil.example';
    try {
      const r = validateEnv(without(fullEnv(), 'imageHost'));
      expect(r.ok).toBe(false);
    } finally {
      delete proto.imageHost;
    }
  });
});

describe('validateEnv with shopOrigin: a partner’s compact env (contract §6)', () => {
  const shop = 'https://www.shop.example';
  test('no env at all: every host is the shop origin', () => {
    const r = validateEnv(undefined, shop);
    expect(r.ok && [r.env.mainHost, r.env.imageHost, r.env.serviceHosts.ord, r.env.serviceHosts.htr]).toEqual([
      shop,
      shop,
      shop,
      shop,
    ]);
  });
  test('hosts the env names are kept; only the ones it leaves out are filled', () => {
    const r = validateEnv(
      { imageHost: 'https://img.shop.example', serviceHosts: { ord: 'https://ord.shop.example' } },
      shop,
    );
    expect(r.ok && [r.env.mainHost, r.env.imageHost, r.env.serviceHosts.ord, r.env.serviceHosts.pdt]).toEqual([
      shop,
      'https://img.shop.example',
      'https://ord.shop.example',
      shop,
    ]);
  });
  test('a wrong host the env names is still refused (it is not "left out")', () => {
    const r = validateEnv({ imageHost: 'img.shop.example' }, shop);
    expect(r.ok ? '' : r.error).toMatch(/^Environment validation failed: imageHost\. /);
  });
  test('a bad shopOrigin fails every key it filled, each by its dotted path', () => {
    const r = validateEnv({ mainHost: shop, searchHost: shop, eventHost: shop, imageHost: shop }, 'www.shop.example');
    const listed = r.ok ? '' : r.error.split(': ')[1].split('. ')[0];
    expect(listed.split(', ')).toEqual(SERVICE_CODES.map((c) => 'serviceHosts.' + c));
    expect(r.ok ? '' : r.error).toContain('serviceHosts.ord: got "www.shop.example"');
  });
  test('without shopOrigin a missing host is missing, as before', () => {
    const r = validateEnv(without(fullEnv(), 'imageHost'));
    expect(r.ok ? '' : r.error).toContain('imageHost: missing');
  });
});
