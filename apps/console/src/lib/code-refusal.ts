import { ApiError } from '@shopkeeper/client';
import type { Language } from '@shopkeeper/contract';
import type { FormInstance } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { useEffect } from 'react';
import { refusalText } from './form-refusal.tsx';
import { useT } from './i18n.ts';

/**
 * A refusal whose code belongs to one field (430 a product number taken → the product number)
 * shown under that field, in the catalogue's sentence. `fieldOf` names the field for a code
 * (from the refusal's data when it says more: 429's language); anything else is returned for
 * the alert above the form. Chain after useFormRefusal, with what it returned.
 */
export function useCodeRefusal(
  form: FormInstance,
  error: ApiError | null,
  fieldOf: (error: ApiError) => NamePath | undefined,
  /** The form's own words for a refusal, where the catalogue's sentence would not fit the field. */
  ownSentence?: (error: ApiError) => string | undefined,
): ApiError | null {
  const { lang } = useT();
  const refusal = error instanceof ApiError ? error : null;
  const field = refusal ? fieldOf(refusal) : undefined;
  const key = field === undefined ? undefined : JSON.stringify(field);
  const own = refusal && key !== undefined ? ownSentence?.(refusal) : undefined;

  useEffect(() => {
    if (!refusal || key === undefined) return;
    let live = true;
    void (own === undefined ? refusalText(refusal, lang) : Promise.resolve(own)).then((text) => {
      if (live) form.setFields([{ name: JSON.parse(key) as NamePath, errors: [text] }]);
    });
    return () => {
      live = false;
    };
  }, [refusal, key, own, lang, form]);

  return field === undefined ? refusal : null;
}

/**
 * The language a refusal names (429 a goods type's name missing in it, 404 a step's text
 * missing), when its code is one of `codes`: for `fieldOf`, to put it under that language's
 * field.
 */
export function refusedLanguage(error: ApiError, codes: readonly number[]): Language | undefined {
  const lang = (error.data as { lang?: Language } | null)?.lang;
  return lang && codes.includes(error.code) ? lang : undefined;
}
