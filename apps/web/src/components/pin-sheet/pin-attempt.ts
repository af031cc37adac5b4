import type { ApiError } from '@shopkeeper/client';
import { useRef, useState } from 'react';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { isPinRefusal, type PinRefusal } from './pin-refusal.ts';

/**
 * One money call made behind the PIN sheet (a withdrawal, an ad): its Idempotency-Key and the
 * refusal the sheet shows. The key lasts across the tries of one attempt, so a retry after a
 * lost answer moves nothing twice; after a refusal (nothing written) or a success, the next
 * try is a new request with a new key (docs/money.md#idempotency).
 */
export function usePinAttempt() {
  const key = useRef<string | null>(null);
  const [pinError, setPinError] = useState<PinRefusal | null>(null);
  return {
    /** What the sheet shows under the cells. */
    pinError,
    /** The sheet opens for this attempt: its key, no refusal shown yet. */
    begin() {
      key.current ??= newIdempotencyKey();
      setPinError(null);
    },
    /** The key to send with this try. */
    key(): string {
      key.current ??= newIdempotencyKey();
      return key.current;
    },
    /** It went through: the next one is a new request. */
    done() {
      key.current = null;
    },
    /**
     * A refusal of this try: true when the sheet shows it (the PIN wrong, locked or not set,
     * other tries still checked, or no answer: tried again with the same key), false when
     * the screen must (anything else).
     */
    refused(error: ApiError): boolean {
      if (error.kind === 'business' || error.kind === 'server') key.current = null;
      if (isPinRefusal(error) || error.kind === 'timeout' || error.kind === 'network') {
        key.current ??= newIdempotencyKey();
        setPinError(error);
        return true;
      }
      return false;
    },
  };
}
