/**
 * Epoch milliseconds, as the database keeps times, in the ISO 8601 form the contract sends.
 * A time not yet reached (null) stays null.
 */
export function iso(ms: number): string;
export function iso(ms: number | null): string | null;
export function iso(ms: number | null): string | null {
  return ms === null ? null : new Date(ms).toISOString();
}
