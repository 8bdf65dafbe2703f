import { isIPv4, isIPv6 } from 'node:net';

/**
 * Who a request counts as for every per-client rule (budgets, tallies, quotas, session shares; issue 52): its
 * address, with an IPv6 address folded to its /64 — one subscriber's network, 2⁶⁴ addresses it can pick from at
 * will — and an IPv4-mapped IPv6 address (`::ffff:127.0.0.1`, how a dual-stack socket reports IPv4) read as the IPv4
 * one. What isn't an address (a missing one) is `?`.
 */
export function clientId(address: string | undefined): string {
  if (!address) return '?';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(address)) return address;
  const bare = address.replace(/%.*$/, '');
  if (!isIPv6(bare)) return '?';
  return expand(bare).slice(0, 4).join(':') + '::/64';
}

/** The eight groups of an IPv6 address, each in lowercase hex without leading zeros. */
function expand(address: string): string[] {
  const [head, tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  // An embedded IPv4 tail (`::1.2.3.4`) is two groups.
  const last = right.length ? right : left;
  const v4 = last.length && isIPv4(last[last.length - 1]) ? last.pop()!.split('.').map(Number) : null;
  if (v4) last.push(((v4[0] << 8) | v4[1]).toString(16), ((v4[2] << 8) | v4[3]).toString(16));
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => parseInt(g, 16).toString(16));
}
