import type { ApiError } from '@shopkeeper/client';
import { ErrorCode, type Language } from '@shopkeeper/contract';
import type { TFunction } from 'i18next';
import { refusalText } from '../form/form-message.ts';

/** A refusal the PIN sheet shows inside itself, worded when shown. */
export type PinRefusal = Pick<ApiError, 'code' | 'data' | 'msg' | 'kind'>;

interface PinLockData {
  attemptsLeft?: unknown;
  lockedUntil?: unknown;
}

/** Whether this refusal is about the PIN itself (so the sheet, not the form, shows it). */
export function isPinRefusal(error: Pick<ApiError, 'code'>): boolean {
  return (
    error.code === ErrorCode.PAY_PASSWORD_WRONG ||
    error.code === ErrorCode.PAY_PASSWORD_NOT_SET ||
    // Other tries of this PIN were still being checked: this one was not judged, try again.
    error.code === ErrorCode.OPERATION_BUSY
  );
}

/** When a locked PIN opens again, if the refusal says it is locked. */
export function lockedUntil(error: PinRefusal | null | undefined): Date | null {
  const data = (error?.data ?? null) as PinLockData | null;
  return typeof data?.lockedUntil === 'string' ? new Date(data.lockedUntil) : null;
}

/**
 * The sentence for a refused PIN: how many tries are left, or until when it is locked (in
 * the reader's clock); any other refusal in the catalogue's words.
 */
export function pinRefusalText(error: PinRefusal, t: TFunction, lang: Language): string {
  if (error.code === ErrorCode.PAY_PASSWORD_NOT_SET) return t('pinSheet.notSet');
  if (error.code === ErrorCode.PAY_PASSWORD_WRONG) {
    const until = lockedUntil(error);
    if (until) {
      const time = until.toLocaleTimeString(lang, { hour: '2-digit', minute: '2-digit' });
      return t('pinSheet.locked', { time });
    }
    const left = (error.data as PinLockData | null)?.attemptsLeft;
    if (typeof left === 'number') return t('pinSheet.wrongWithAttempts', { left });
    return t('pinSheet.wrong');
  }
  const { code, data, msg, kind } = error;
  return refusalText({ code, data, msg, kind }, t, lang);
}
