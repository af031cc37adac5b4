import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../languages.ts';
import { resolveTerms } from '../terms.ts';
import { type CatalogueMessages, ErrorCode, type FieldName, type ValidationVariant } from './codes.ts';
import en from './messages/en.ts';

export * from './codes.ts';

/**
 * Translations load lazily so a browser downloads only the language it shows; English is
 * always present as the fallback. The server preloads all of them at start. Each language's
 * file is found by its name (messages/<lang>.ts), so a new language needs no entry here.
 */
const loaded = new Map<Language, CatalogueMessages>([[DEFAULT_LANGUAGE, en]]);

export async function loadCatalogue(lang: Language): Promise<CatalogueMessages> {
  const hit = loaded.get(lang);
  if (hit) return hit;
  const messages = ((await import(`./messages/${lang}.ts`)) as { default: CatalogueMessages }).default;
  loaded.set(lang, messages);
  return messages;
}

export async function loadAllCatalogues(): Promise<void> {
  await Promise.all(LANGUAGES.map(loadCatalogue));
}

/** The loaded catalogue for a language, English until that language has loaded. */
export function catalogue(lang: Language): CatalogueMessages {
  return loaded.get(lang) ?? en;
}

export type MessageParams = Record<string, string | number>;

/** Fills `{name}` values and `$t(term.<key>)` glossary words. */
function fill(template: string, lang: Language, params: MessageParams = {}): string {
  return resolveTerms(template, catalogue(lang).terms, lang).replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}

/** A catalogue code's message in a language; undefined for codes outside the catalogue. */
export function errorMessage(code: number, lang: Language, params?: MessageParams): string | undefined {
  if (code === ErrorCode.OK) return undefined;
  const template =
    (catalogue(lang).codes as Record<number, string>)[code] ?? (en.codes as Record<number, string>)[code];
  return template === undefined ? undefined : fill(template, lang, params);
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
  const fieldName = Object.hasOwn(messages.fields, field)
    ? resolveTerms(messages.fields[field as FieldName], messages.terms, lang)
    : field;
  const text = fill(messages.validation[variant], lang, { ...params, field: fieldName });
  // A field name may open the sentence ("{field} is too long"); sentences start upper-case.
  return text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);
}
