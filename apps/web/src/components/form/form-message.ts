import type { ApiError } from '@shopkeeper/client';
import { ErrorCode, type Language, loadCatalogue, type MessageParams } from '@shopkeeper/contract';
import { errorSentenceNow } from '@shopkeeper/front-kit/error-message';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format.ts';
import { currentLanguage } from '../../lib/i18n.ts';

/**
 * What a form says when something is wrong is kept as data, never as a sentence, and put into
 * words when it is shown: switching the language re-words every message on screen.
 *
 * react-hook-form keeps a message as a string, so a message is one of:
 * - a key of the app's texts (`validation.required.username`), from the checks before sending,
 *   or `text:` + JSON of a key with values to fill in (`textMessage`);
 * - `refusal:` + JSON of the server's answer ({ code, data, msg }), from a refused call.
 */
export type FormMessageKey = string;

const REFUSAL = 'refusal:';
const TEXT = 'text:';

/** A text of the app's with values to fill in (`validation.username` with min and max). */
export function textMessage(key: string, params: Record<string, string | number>): string {
  return TEXT + JSON.stringify({ key, params });
}

export interface Refusal {
  code: number;
  data: unknown;
  msg: string;
  kind?: ApiError['kind'];
}

export function refusalMessage(error: Pick<ApiError, 'code' | 'data' | 'msg' | 'kind'>): string {
  const { code, data, msg, kind } = error;
  return REFUSAL + JSON.stringify({ code, data, msg, kind } satisfies Refusal);
}

function decodeRefusal(message: string): Refusal | undefined {
  if (!message.startsWith(REFUSAL)) return undefined;
  try {
    return JSON.parse(message.slice(REFUSAL.length)) as Refusal;
  } catch {
    return undefined;
  }
}

function asParams(data: unknown): MessageParams | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const params: MessageParams = {};
  for (const [key, value] of Object.entries(data)) {
    if (typeof value === 'string' || typeof value === 'number') params[key] = value;
  }
  return params;
}

/**
 * The sentence for a refusal shown on a form. Some refusals say more here than the
 * catalogue's one sentence can: a used invite code, the last sign-in try before a pause.
 */
export function refusalText(refusal: Refusal, t: TFunction, lang: Language): string {
  const { code } = refusal;
  const params = asParams(refusal.data);
  if (code === ErrorCode.WRONG_CREDENTIALS && params?.attemptsLeft === 1) return t('refusals.lastAttempt');
  if (code === ErrorCode.OLD_PASSWORD_WRONG && params?.attemptsLeft === 1) {
    return t('refusals.lastAttemptPassword');
  }
  if (code === ErrorCode.OLD_PAY_PASSWORD_WRONG || code === ErrorCode.PAY_PASSWORD_WRONG) {
    // Five wrong PINs lock it: say until when, in the reader's clock.
    if (typeof params?.lockedUntil === 'string') {
      const time = new Date(params.lockedUntil).toLocaleTimeString(lang, {
        hour: '2-digit',
        minute: '2-digit',
      });
      return t('refusals.pinLocked', { time });
    }
    if (params?.attemptsLeft === 1) return t('refusals.lastAttemptPin');
  }
  if (code === ErrorCode.INVITE_CODE_INVALID && params?.reason === 'used')
    return t('refusals.inviteCodeUsed');
  if (code === ErrorCode.INVITE_CODE_INVALID && params?.reason === 'expired') {
    return t('refusals.inviteCodeExpired');
  }
  // Only an ad purchase refuses a merchant for a closed storefront (a buyer's page says it itself).
  if (
    code === ErrorCode.INVALID_OPERATION &&
    params?.reason === 'shopClosed' &&
    typeof params.since === 'string'
  ) {
    const time = new Date(params.since).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' });
    return t('refusals.shopClosedForAds', { time });
  }
  // An operator changed a price while the merchant was confirming it: nothing moved.
  if (
    code === ErrorCode.INVALID_OPERATION &&
    params?.reason === 'amountChanged' &&
    typeof params.amount === 'string'
  )
    return t('refusals.amountChanged', { amount: formatMoney(params.amount, lang) });
  if (code === ErrorCode.INSUFFICIENT_PERMISSIONS && params?.reason === 'operator') {
    return t('refusals.operatorAccount');
  }
  // Everything else in the same words a toast would use (front-kit), from the loaded catalogue.
  const error = { ...refusal, kind: refusal.kind ?? 'business' } as ApiError;
  return errorSentenceNow(error, lang, (failure) =>
    failure === 'unknown' ? t('errors.unknown') : t('errors.loadFailed'),
  );
}

/**
 * The catalogue's sentences in the shown language: loaded on first need, English until then
 * (and the component re-renders when they arrive).
 */
function useCatalogue(lang: Language): void {
  const [, setLoaded] = useState<Language>();
  useEffect(() => {
    let live = true;
    void loadCatalogue(lang).then(
      () => live && setLoaded(lang),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [lang]);
}

/** A kept message in the language on screen now. */
export function useFormMessage(message: FormMessageKey | undefined): string | undefined {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage();
  useCatalogue(lang);
  void i18n.language; // re-rendered by useTranslation on a language change
  if (!message) return undefined;
  const refusal = decodeRefusal(message);
  if (refusal) return refusalText(refusal, t, lang);
  if (message.startsWith(TEXT)) {
    const { key, params } = JSON.parse(message.slice(TEXT.length)) as { key: string; params: object };
    return String(t(key as never, params as never));
  }
  return t(message as never) as string;
}
