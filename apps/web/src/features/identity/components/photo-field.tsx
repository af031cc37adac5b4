import { UPLOAD } from '@shopkeeper/contract';
import PictureOutline from 'antd-mobile-icons/es/PictureOutline';
import { useTranslation } from 'react-i18next';
import { type FormMessageKey, useFormMessage } from '../../../components/form/form-message.ts';
import { megabytes, usePreviewUrl } from '../../../components/form/image-check.ts';
import styles from './photo-field.module.css';

export interface PhotoFieldProps {
  id: string;
  label: string;
  value: File | null;
  onChange: (file: File | null) => void;
  /** The kept message (a key or a refusal); worded when shown. */
  error?: FormMessageKey;
}

/**
 * A photo to send: a large tappable box opening the phone's camera or gallery, the chosen
 * photo's preview, and under it what is wrong with it (too large, not an image) in plain words.
 */
export function PhotoField({ id, label, value, onChange, error }: PhotoFieldProps) {
  const { t } = useTranslation();
  const errorText = useFormMessage(error);
  const preview = usePreviewUrl(value);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  return (
    <div className={styles.field} data-testid={id} data-invalid={errorText ? 'true' : undefined}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <label htmlFor={id} className={styles.box}>
        {preview ? (
          <img src={preview} alt={t('identity.previewAlt', { label })} className={styles.preview} />
        ) : (
          <PictureOutline aria-hidden="true" className={styles.icon} />
        )}
        <span className={styles.action}>
          {value ? t('identity.replacePhoto') : t('identity.choosePhoto')}
        </span>
      </label>
      <input
        id={id}
        type="file"
        accept={UPLOAD.types.join(',')}
        className={styles.input}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={[errorText ? errorId : null, hintId].filter(Boolean).join(' ')}
        onChange={(event) => {
          onChange(event.target.files?.[0] ?? null);
          event.target.value = ''; // choosing the same file again still counts as a choice
        }}
      />
      <p className={styles.hint} id={hintId}>
        {value
          ? t('identity.chosenFile', { name: value.name, size: megabytes(value.size) })
          : t('identity.photoHint', { size: megabytes(UPLOAD.maxBytesDefault) })}
      </p>
      {errorText && (
        <p className={styles.error} id={errorId} role="alert">
          {errorText}
        </p>
      )}
    </div>
  );
}
