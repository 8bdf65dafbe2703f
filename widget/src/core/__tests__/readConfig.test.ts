import { readDevice, toUser } from '../configUser';
import { readConfig } from '../readConfig';
import { testEnv } from './fixtures';

const env = testEnv();

describe('readDevice', () => {
  test.each([
    ['desktop', 'desktop'],
    ['mobile-web', 'mobile-web'],
    ['mobile-app', 'mobile-app'],
    ['ios', 'ios'],
    ['aos', 'aos'],
    ['tablet', 'mobile-web'],
    ['', null],
    [undefined, null],
    [null, null],
    [1, null],
  ])('%p → %p', (flag, device) => expect(readDevice(flag)).toBe(device));
});

describe('readConfig', () => {
  test.each([
    [5000, 5000, 0],
    [1000, 1000, 0],
    [120000, 120000, 0],
    [999, 30000, 1],
    [200000, 30000, 1],
    [1.5e3 + 0.5, 30000, 1],
    ['5000', 30000, 1],
    [null, 30000, 0],
  ])('timeoutMs %p → %p', (v, ms, warned) => {
    const { config, warnings } = readConfig({ env: {}, timeoutMs: v }, env);
    expect(config.timeoutMs).toBe(ms);
    expect(
      warnings.filter((w) => w.startsWith('config.timeoutMs should be a whole number of ms from 1000 to 120000')),
    ).toHaveLength(warned);
  });

  test('defaults when only env is given', () => {
    expect(readConfig({ env: {} }, env)).toEqual({
      config: {
        device: null,
        gateway: '/api/gw',
        env,
        user: null,
        profile: null,
        accessToken: null,
        assetBase: null,
        allowedHosts: [],
        nonce: null,
        timeoutMs: 30000,
        target: 'total',
        webp: false,
        narrowing: true,
      },
      warnings: [],
    });
  });

  test.each([
    ['ebook', 'ebook', 0],
    [' hottracks ', 'hottracks', 0],
    ['kyobo', 'kyobo', 0],
    ['sam', 'sam', 0],
    ['total', 'total', 0],
    ['EBOOK', 'total', 1],
    ['music', 'total', 1],
    ['toString', 'total', 1],
    [5, 'total', 1],
    ['', 'total', 0],
    [null, 'total', 0],
  ])('target %p → %p', (v, target, warned) => {
    const { config, warnings } = readConfig({ env: {}, target: v }, env);
    expect(config.target).toBe(target);
    expect(
      warnings.filter((w) =>
        /^config\.target should be (one of total, kyobo, ebook, sam, hottracks|a string), got /.test(w),
      ),
    ).toHaveLength(warned);
  });

  test('every key read', () => {
    const { config, warnings } = readConfig(
      {
        device: 'ios',
        gateway: 'https://gw.example.com/api/gw/',
        user: { id: 7, name: '김독자', roles: ['adult', 'adult', 'wizard'] },
        profile: { age: 30 },
        accessToken: 'tok',
        assetBase: '/static/',
        allowedHosts: ['Ads.Example.com', 3, ''],
        nonce: 'n0nce',
        target: 'ebook',
        webp: true,
        narrowing: false,
      },
      env,
    );
    expect(warnings).toEqual([]);
    expect(config).toMatchObject({
      device: 'ios',
      gateway: 'https://gw.example.com/api/gw',
      user: { id: '7', name: '김독자', roles: ['adult'] },
      profile: { age: 30 },
      accessToken: 'tok',
      assetBase: '/static/',
      allowedHosts: ['ads.example.com'],
      nonce: 'n0nce',
      target: 'ebook',
      webp: true,
      narrowing: false,
    });
  });

  test.each([
    ['device', 5, 'config.device'],
    ['device', 'tablet', 'config.device'],
    ['gateway', 5, 'config.gateway'],
    ['user', 'kim', 'config.user'],
    ['user', { name: 'no id' }, 'config.user'],
    ['allowedHosts', 'ads.example.com', 'config.allowedHosts'],
    ['profile', [1], 'config.profile'],
    ['accessToken', {}, 'config.accessToken'],
    ['webp', 'yes', 'config.webp'],
    ['narrowing', 'off', 'config.narrowing'],
  ])('a bad %s (%p) falls back with a warning naming it', (key, value, named) => {
    const { config, warnings } = readConfig({ [key]: value }, env);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(named);
    expect(config.gateway).toBe(key === 'gateway' ? '/api/gw' : config.gateway);
  });
});

describe('toUser', () => {
  test.each([
    [null, null],
    [undefined, null],
    [
      { id: 'u1', roles: ['member'] },
      { id: 'u1', roles: ['member'] },
    ],
    [{ id: 'u1' }, { id: 'u1', roles: [] }],
    [
      { id: 'u1', roles: 'adult' },
      { id: 'u1', roles: [] },
    ],
    [{ id: '', roles: [] }, null],
    [[], null],
    [
      { id: 'u2', name: 3, roles: ['staff', '__proto__'] },
      { id: 'u2', roles: ['staff'] },
    ],
  ])('%p → %p', (input, user) => expect(toUser(input)).toEqual(user));
});
