import type { GatewayAnswer } from './call';

/**
 * What a reference route reads its call with (./answers.ts, ./sections/): a parameter given at most once, checked
 * for length, a whole number in range, one of a list; a bad one throws `BadRequest`, which the gateway answers as a
 * 400 with a JSON error.
 */
export class BadRequest extends Error {}

/** A 200 answer. */
export const ok = (body: unknown): GatewayAnswer => ({ status: 200, body });

/** A parameter of the call, given at most once, NFC, at most `max` characters (`required`: not blank). */
export function param(params: URLSearchParams, name: string, { required = false, max = 100 } = {}): string {
  const values = params.getAll(name);
  if (values.length > 1) throw new BadRequest(`${name} is given more than once`);
  // NFC: a decomposed (NFD) keyword has the same syllables and must match the same products.
  const v = (values[0] ?? '').normalize('NFC');
  if (required && !v.trim()) throw new BadRequest(`${name} is required`);
  if (v.length > max) throw new BadRequest(`${name} is longer than ${max} characters`);
  return v;
}

export function intParam(params: URLSearchParams, name: string, fallback: number, min: number, max: number): number {
  const raw = param(params, name);
  if (raw === '') return fallback;
  if (!/^\d+$/.test(raw) || +raw < min || +raw > max)
    throw new BadRequest(`${name} must be a whole number from ${min} to ${max}`);
  return +raw;
}

export function oneOf(params: URLSearchParams, name: string, allowed: readonly string[], fallback?: string): string {
  const v = param(params, name);
  if (v === '' && fallback !== undefined) return fallback;
  if (!allowed.includes(v)) throw new BadRequest(`${name} must be one of ${allowed.join(', ')}`);
  return v;
}
