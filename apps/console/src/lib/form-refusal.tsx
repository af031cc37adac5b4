import { ApiError } from '@shopkeeper/client';
import { type Language, loadCatalogue, validationMessage } from '@shopkeeper/contract';
import { errorSentence, refusedField } from '@shopkeeper/front-kit/error-message';
import { Alert, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { translate, useT } from './i18n.ts';

/** The sentence for any failure, in `lang` (the client's own words for timeouts). */
export const refusalText = (error: ApiError, lang: Language) =>
  errorSentence(error, lang, (failure) => translate(`errors.${failure}`));

/**
 * Where a form shows a refusal from the server: a 403/405 naming one of its fields goes under
 * that field, in the catalogue's sentence with the field called by its label on screen (the
 * catalogue does not know every form's fields); anything else is returned for an alert above
 * the fields. Call with the mutation's error; send that mutation `quiet` so no toast doubles it.
 */
export function useFormRefusal(form: FormInstance, error: unknown, labels: Readonly<Record<string, string>>) {
  const { lang } = useT();
  const refusal = error instanceof ApiError ? error : null;
  const refused = refusal ? refusedField(refusal) : undefined;
  const field = refused?.field;
  const variant = refused?.variant;
  const label = field === undefined ? undefined : labels[field];

  // Keyed by strings, not the refusal's parts, so setting the field's error runs once per refusal.
  useEffect(() => {
    if (!refusal || field === undefined || variant === undefined || label === undefined) return;
    let live = true;
    void loadCatalogue(lang)
      .catch(() => undefined)
      .then(() => {
        if (!live) return;
        const params = refusal.data as Record<string, string | number>;
        form.setFields([{ name: field, errors: [validationMessage(variant, lang, label, params)] }]);
      });
    return () => {
      live = false;
    };
  }, [refusal, field, variant, label, lang, form]);

  return label === undefined ? refusal : null;
}

/** A refusal no field can hold, above the form, worded in the language on screen now. */
export function RefusalAlert({ error }: { error: ApiError | null }) {
  const { lang } = useT();
  const [text, setText] = useState('');
  useEffect(() => {
    if (!error) return;
    let live = true;
    void refusalText(error, lang).then((value) => live && setText(value));
    return () => {
      live = false;
    };
  }, [error, lang]);
  if (!error) return null;
  return <Alert type="error" showIcon title={text} style={{ marginBottom: 16 }} />;
}
