/** `n` random bytes from the browser's cryptographic generator (what the stores are passed as `random`). */
export const randomBytes = (n: number): Uint8Array => crypto.getRandomValues(new Uint8Array(n));
