import EyeInvisibleOutline from 'antd-mobile-icons/es/EyeInvisibleOutline';
import EyeOutline from 'antd-mobile-icons/es/EyeOutline';
import { type InputHTMLAttributes, type ReactNode, type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FormMessageKey, useFormMessage } from './form-message.ts';
import styles from './text-field.module.css';

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'name'>;

export interface TextFieldProps extends NativeInput {
  id: string;
  name: string;
  label: string;
  /** The kept message (a key or a refusal, see form-message.ts); worded when shown. */
  error?: FormMessageKey;
  /** Helper text under the field, e.g. the rules a new username follows; stays readable. */
  hint?: ReactNode;
  type?: 'text' | 'password';
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input with its helper text and error message tied to it (aria-describedby,
 * aria-invalid, the error announced as it appears), 16 px+ text so phones do not zoom in,
 * and for passwords a button that shows what was typed. Takes react-hook-form's `register`
 * props (name, ref, onChange, onBlur) as they are.
 */
export function TextField({ id, name, label, error, hint, type = 'text', ref, ...input }: TextFieldProps) {
  const { t } = useTranslation();
  const errorText = useFormMessage(error);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const describedBy = [errorText ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');

  return (
    <div className={styles.field} data-invalid={errorText ? 'true' : undefined}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          {...input}
          ref={ref}
          id={id}
          name={name}
          type={isPassword && !revealed ? 'password' : 'text'}
          className={styles.input}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={describedBy || undefined}
          spellCheck={false}
        />
        {isPassword && (
          <button
            type="button"
            className={styles.reveal}
            onClick={() => setRevealed((shown) => !shown)}
            aria-label={revealed ? t('fields.hidePassword') : t('fields.showPassword')}
            aria-pressed={revealed}
            aria-controls={id}
          >
            {revealed ? <EyeOutline aria-hidden="true" /> : <EyeInvisibleOutline aria-hidden="true" />}
          </button>
        )}
      </div>
      {hint && (
        <p className={styles.hint} id={hintId}>
          {hint}
        </p>
      )}
      {errorText && (
        <p className={styles.error} id={errorId} role="alert">
          {errorText}
        </p>
      )}
    </div>
  );
}
