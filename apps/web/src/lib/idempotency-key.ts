/**
 * A new Idempotency-Key for one thing a person asks for (a payment, a withdrawal, a top-up, a
 * buyer's order): 32 hex digits from the browser's secure random source. Not
 * crypto.randomUUID, which browsers offer only on secure origins (a phone on http://192.168…
 * has none). Dependency-free, so the storefront's small script can take it too.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
