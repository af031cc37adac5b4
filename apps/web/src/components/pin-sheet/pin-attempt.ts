import type { ApiError } from '@shopkeeper/client';
import { useRef, useState } from 'react';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { isPinRefusal, type PinRefusal } from './pin-refusal.ts';

/**
 * One money request asked for with the PIN sheet, across its tries: the Idempotency-Key it is
 * sent under and the refusal the sheet shows. A retry after a lost answer (a timeout, a lost
 * connection) keeps the key, so the money moves once; after a refusal (nothing was written)
 * the next try is a new request with a new key.
 */
export function usePinAttempt() {
  const key = useRef<string | null>(null);
  const [error, setError] = useState<PinRefusal | null>(null);
  return {
    /** The refusal the sheet shows, if any. */
    error,
    /** The sheet opens: no refusal shown, the request's key ready. */
    open: () => {
      key.current ??= newIdempotencyKey();
      setError(null);
    },
    /** The key this try is sent under. */
    key: () => {
      key.current ??= newIdempotencyKey();
      return key.current;
    },
    /** The request went through: the next one is another request. */
    done: () => {
      key.current = null;
    },
    /**
     * A try was refused or went unanswered: true when the sheet shows it (the PIN's own
     * refusals, a timeout, a lost connection), false when the screen is to.
     */
    refused: (refusal: ApiError): boolean => {
      if (refusal.kind === 'business' || refusal.kind === 'server') key.current = null;
      if (isPinRefusal(refusal) || refusal.kind === 'timeout' || refusal.kind === 'network') {
        key.current ??= newIdempotencyKey();
        setError(refusal);
        return true;
      }
      return false;
    },
  };
}
