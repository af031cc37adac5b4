import { type FormEvent, useCallback, useRef, useState } from 'react';

/** A check of one field: the message to show, or undefined when the value is fine. */
export type Validator<V> = (value: string, values: V) => string | undefined;
export type Validators<V> = { [K in keyof V]?: Validator<V>[] };
type Errors<V> = Partial<Record<keyof V, string>>;

function check<V extends Record<string, string>>(validators: Validators<V>, values: V): Errors<V> {
  const errors: Errors<V> = {};
  for (const name of Object.keys(validators) as (keyof V)[]) {
    for (const validate of validators[name] ?? []) {
      const message = validate(values[name] as string, values);
      if (message) {
        errors[name] = message;
        break;
      }
    }
  }
  return errors;
}

/**
 * Form state for the app's small forms. Fields are checked on submit; after that a field
 * that showed an error is re-checked as the person types (and so is a field that depends on
 * it, like a confirmation), so a message disappears as soon as it is fixed.
 */
export function useForm<V extends Record<string, string>>(
  /** Names the fields' ids (`<form>_<field>`), stable hooks for tests and password managers. */
  formName: string,
  initial: V,
  validators: Validators<V>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<V>>({});
  const formRef = useRef<HTMLFormElement>(null);

  const setValue = useCallback(
    (name: keyof V, value: string) => {
      setValues((previous) => {
        const next = { ...previous, [name]: value };
        setErrors((shown) => {
          if (Object.keys(shown).length === 0) return shown;
          const now = check(validators, next);
          const kept: Errors<V> = {};
          for (const key of Object.keys(shown) as (keyof V)[]) if (now[key]) kept[key] = now[key];
          return kept;
        });
        return next;
      });
    },
    [validators],
  );

  /** Wraps the submit handler: it runs only when every field passes. */
  const handleSubmit = (onValid: (values: V) => void) => (event: FormEvent) => {
    event.preventDefault();
    const found = check(validators, values);
    setErrors(found);
    const firstInvalid = Object.keys(found)[0];
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    onValid(values);
  };

  const reset = () => {
    setValues(initial);
    setErrors({});
  };

  /** Props for a field: its value, error and change handler. */
  const field = (name: keyof V & string) => ({
    id: `${formName}_${name}`,
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => setValue(name, value),
  });

  return { values, errors, field, handleSubmit, reset, formRef };
}
