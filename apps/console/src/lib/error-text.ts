import type { ApiError } from '@shopkeeper/client';
import { errorMessage, type Language, loadCatalogue } from '@shopkeeper/contract';
import { translate } from './i18n.ts';

/**
 * What a person reads for a failed call: the catalogue message in their language, else the
 * server's own message, else a console text for transport failures.
 */
export async function errorText(error: ApiError, lang: Language): Promise<string> {
  if (error.kind === 'timeout') return translate('errors.timeout');
  if (error.kind === 'network') return translate('errors.network');
  await loadCatalogue(lang).catch(() => undefined);
  return errorMessage(error.code, lang) ?? (error.msg || translate('errors.unknown'));
}
