import EyeInvisibleOutline from 'antd-mobile-icons/es/EyeInvisibleOutline';
import EyeOutline from 'antd-mobile-icons/es/EyeOutline';
import { type InputHTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './text-field.module.css';

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'name'>;

export interface TextFieldProps extends NativeInput {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: 'text' | 'password';
}

/**
 * A labelled input with its error message tied to it (aria-invalid, aria-describedby), 16 px
 * text so phones do not zoom in, and for passwords a button that shows what was typed.
 */
export function TextField({
  id,
  name,
  label,
  value,
  onChange,
  error,
  type = 'text',
  ...input
}: TextFieldProps) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';

  return (
    <div className={styles.field} data-invalid={error ? 'true' : undefined}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          {...input}
          id={id}
          name={name}
          type={isPassword && !revealed ? 'password' : 'text'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
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
      {error && (
        <p className={styles.error} id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
