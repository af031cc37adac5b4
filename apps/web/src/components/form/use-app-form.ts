import type { ApiError } from '@shopkeeper/client';
import { useLayoutEffect } from 'react';
import {
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormProps,
  useForm,
} from 'react-hook-form';
import { restoreShell } from '../../lib/boot-shell.ts';
import { type FormMessageKey, refusalMessage } from './form-message.ts';

/** A check of one field: the key of the message to show, or true when the value is fine. */
export type Rule<V> = (value: string, values: V) => FormMessageKey | true;

/** Runs a field's checks in order; the first that fails names the message. */
export function rules<V>(...checks: Rule<V>[]): RegisterOptions['validate'] {
  return (value: unknown, values: unknown) => {
    for (const check of checks) {
      const result = check(String(value ?? ''), values as V);
      if (result !== true) return result;
    }
    return true;
  };
}

/**
 * Where a refused call's answer belongs on a form: the field the server named (403/405
 * `data.field`), else the field a code concerns on this form (417 → username), else the form.
 */
export type FieldsByCode<V> = Partial<Record<number, FieldPath<V & FieldValues>>>;

function namedField(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const field = (data as { field?: unknown }).field;
  return typeof field === 'string' ? field : undefined;
}

/**
 * react-hook-form set up the way the app's forms work: checked on submit, then re-checked as
 * the person types; the first field to fix gets the focus; messages are kept as keys (see
 * form-message.ts). `field(name, options)` gives a TextField its props.
 */
export function useAppForm<V extends FieldValues>(
  /** Names the fields' ids (`<form>_<field>`), stable hooks for tests and password managers. */
  formName: string,
  options: UseFormProps<V>,
) {
  const form = useForm<V>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
  });
  const { errors } = form.formState;
  const { setValue } = form;
  // Before the paint that replaces the server's copy of a public screen (docs/decisions/038),
  // what the person typed into it moves into this form, with the focus.
  useLayoutEffect(
    () => restoreShell(formName, (name, value) => setValue(name as FieldPath<V>, value as never)),
    [formName, setValue],
  );

  const field = (name: FieldPath<V>, registerOptions?: RegisterOptions<V, FieldPath<V>>) => ({
    id: `${formName}_${name}`,
    error: errors[name]?.message as FormMessageKey | undefined,
    ...form.register(name, registerOptions),
  });

  /** Shows a refused call on the form: on its field when there is one, else above the fields. */
  const showRefusal = (error: ApiError, fieldsByCode: FieldsByCode<V> = {}) => {
    if (error.kind === 'aborted') return;
    const message = refusalMessage(error);
    const named = namedField(error.data);
    const target = named && named in form.getValues() ? (named as FieldPath<V>) : fieldsByCode[error.code];
    if (target) form.setError(target, { type: 'server', message }, { shouldFocus: true });
    else form.setError('root.server', { type: 'server', message });
  };

  return {
    ...form,
    field,
    showRefusal,
    /** The refusal that concerns the whole form, if any. */
    formError: errors.root?.server?.message as FormMessageKey | undefined,
  };
}
