import { DEFAULT_LANGUAGE, type Language } from '../languages.ts';
import { type CatalogueMessages, ErrorCode, type FieldName, type ValidationVariant } from './codes.ts';
import en from './messages/en.ts';

export * from './codes.ts';

/**
 * Translations load lazily so a browser downloads only the language it shows; English is
 * always present as the fallback. The server preloads all of them at start.
 */
const loaders: Record<Language, () => Promise<{ default: CatalogueMessages }>> = {
  en: async () => ({ default: en }),
  'zh-CN': () => import('./messages/zh-CN.ts'),
  'zh-TW': () => import('./messages/zh-TW.ts'),
  vi: () => import('./messages/vi.ts'),
  fr: () => import('./messages/fr.ts'),
  ko: () => import('./messages/ko.ts'),
  id: () => import('./messages/id.ts'),
  ja: () => import('./messages/ja.ts'),
  pt: () => import('./messages/pt.ts'),
  es: () => import('./messages/es.ts'),
};
const loaded = new Map<Language, CatalogueMessages>([[DEFAULT_LANGUAGE, en]]);

export async function loadCatalogue(lang: Language): Promise<CatalogueMessages> {
  const hit = loaded.get(lang);
  if (hit) return hit;
  const messages = (await loaders[lang]()).default;
  loaded.set(lang, messages);
  return messages;
}

export async function loadAllCatalogues(): Promise<void> {
  await Promise.all((Object.keys(loaders) as Language[]).map(loadCatalogue));
}

/** The loaded catalogue for a language, English until that language has loaded. */
export function catalogue(lang: Language): CatalogueMessages {
  return loaded.get(lang) ?? en;
}

export type MessageParams = Record<string, string | number>;

function fill(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}

/** A catalogue code's message in a language; undefined for codes outside the catalogue. */
export function errorMessage(code: number, lang: Language, params?: MessageParams): string | undefined {
  if (code === ErrorCode.OK) return undefined;
  const template =
    (catalogue(lang).codes as Record<number, string>)[code] ?? (en.codes as Record<number, string>)[code];
  return template === undefined ? undefined : fill(template, params);
}

/** The sentence for a validation failure, naming the field in the reader's language. */
export function validationMessage(
  variant: ValidationVariant,
  lang: Language,
  field: string,
  params?: MessageParams,
): string {
  const messages = catalogue(lang);
  // Own keys only: a field named "constructor" must not find Object's.
  const fieldName = Object.hasOwn(messages.fields, field) ? messages.fields[field as FieldName] : field;
  const text = fill(messages.validation[variant], { ...params, field: fieldName });
  // A field name may open the sentence ("{field} is too long"); sentences start upper-case.
  return text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);
}
