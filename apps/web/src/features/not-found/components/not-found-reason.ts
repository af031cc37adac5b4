import { ErrorCode } from '@shopkeeper/contract';

/** Why the person was sent to /404 (437, 440, 411 and 401 send them here:
 * docs/product.md#redirects-and-messages-on-refusal). */
export type NotFoundReason =
  | { kind: 'notFound' }
  | { kind: 'locked'; retryAfterMinutes: number | null }
  | { kind: 'disabled'; reason: string | null; since: string | null }
  | { kind: 'noPermission' }
  | { kind: 'sessionInvalid' };

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** Reads the refusal the API client left in the history entry (lib/api-client.ts NotFoundState). */
export function notFoundReason(state: unknown): NotFoundReason {
  const refusal = record(record(state).refusal);
  const data = record(refusal.data);
  switch (refusal.code) {
    case ErrorCode.LOGIN_ERROR: {
      const minutes = Number(data.retryAfterMinutes);
      return {
        kind: 'locked',
        retryAfterMinutes: Number.isFinite(minutes) && minutes > 0 ? Math.ceil(minutes) : null,
      };
    }
    case ErrorCode.ACCOUNT_DISABLED:
      return { kind: 'disabled', reason: text(data.reason), since: text(data.since) };
    case ErrorCode.INVALID_USER_PAGE:
      return { kind: 'noPermission' };
    case ErrorCode.ILLEGAL_REQUEST:
      return { kind: 'sessionInvalid' };
    default:
      return { kind: 'notFound' };
  }
}
