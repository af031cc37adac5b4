import type { ApiError } from '@shopkeeper/client';
import {
  errorMessage,
  type Language,
  loadCatalogue,
  type MessageParams,
  VALIDATION_VARIANTS,
  type ValidationVariant,
  validationMessage,
} from '@shopkeeper/contract';

/** Failures the server never answered, or answered with nothing usable: each app words them. */
export type ClientFailure = 'timeout' | 'network' | 'unknown';
export type ClientFailureText = (failure: ClientFailure) => string;

function isParams(data: unknown): data is MessageParams {
  return (
    typeof data === 'object' &&
    data !== null &&
    !Array.isArray(data) &&
    Object.values(data).every((v) => typeof v === 'string' || typeof v === 'number')
  );
}

function isVariant(value: unknown): value is ValidationVariant {
  return typeof value === 'string' && (VALIDATION_VARIANTS as readonly string[]).includes(value);
}

/** The leaf of a field path, which is what a person recognises ("items.0.price" → "price"). */
function leafField(path: string): string {
  const parts = path.split('.').filter((part) => !/^\d+$/.test(part));
  return parts[parts.length - 1] ?? path;
}

/**
 * The field a 403/405 (or 400) refusal names, with the kind of check that failed, so a form
 * can show the sentence under that field rather than in a toast. Undefined for other errors.
 */
export function refusedField(error: ApiError): { field: string; variant: ValidationVariant } | undefined {
  const data = error.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const { field, variant } = data as { field?: unknown; variant?: unknown };
  return typeof field === 'string' && isVariant(variant) ? { field: leafField(field), variant } : undefined;
}

/**
 * The sentence for a failed call, from the catalogue already loaded for `lang` (English until
 * it has loaded; `errorSentence` waits for it):
 * - timeout / network: the app's own text (the server never answered);
 * - HTTP 500: the server's safe msg (docs/protocol.md#envelope), else the catalogue's;
 * - a refusal naming a field (403/405 with `data.field`): the sentence naming that field;
 * - other codes: the catalogue's message with the server's `data` filled in (444 → "at most
 *   5"); if `data` lacks a value the sentence needs, the server's msg, which the server filled
 *   in the same language; a code outside the catalogue: the server's msg.
 */
export function errorSentenceNow(error: ApiError, lang: Language, clientText: ClientFailureText): string {
  if (error.kind === 'timeout' || error.kind === 'network') return clientText(error.kind);
  const params = isParams(error.data) ? error.data : undefined;
  if (error.kind === 'server') {
    return error.msg || errorMessage(error.code, lang, params) || clientText('unknown');
  }
  const refused = refusedField(error);
  if (refused) return validationMessage(refused.variant, lang, refused.field, params);
  const fromCatalogue = errorMessage(error.code, lang, params);
  if (fromCatalogue && /\{\w+\}/.test(fromCatalogue) && error.msg) return error.msg;
  return fromCatalogue || error.msg || clientText('unknown');
}

/** `errorSentenceNow` once the catalogue of `lang` has loaded (English if it cannot). */
export async function errorSentence(
  error: ApiError,
  lang: Language,
  clientText: ClientFailureText,
): Promise<string> {
  if (error.kind !== 'timeout' && error.kind !== 'network') {
    await loadCatalogue(lang).catch(() => undefined);
  }
  return errorSentenceNow(error, lang, clientText);
}
