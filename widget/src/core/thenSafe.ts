/**
 * `value`, made safe to settle a promise with on a page that put a `then` function on `Object.prototype`: a
 * promise resolved with an object calls its `then` (inherited included) to adopt it, and a page's `then` that never
 * calls back leaves the promise pending for good. Such an object gets an own `then` that is `undefined` (not
 * enumerable: spreads and JSON leave it out); anything else — a primitive, a module namespace, a real thenable, any
 * object on an unpolluted page — is returned untouched.
 */
export function thenSafe<T>(value: T): T {
  const then = ({} as { then?: unknown }).then;
  if (then && Object(value) === value && (value as { then?: unknown }).then === then)
    Reflect.defineProperty(value as object, 'then', { value: undefined });
  return value;
}
