import ProgressBar from 'antd-mobile/es/components/progress-bar';
import PictureOutline from 'antd-mobile-icons/es/PictureOutline';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FormMessageKey, useFormMessage } from '../../../components/form/form-message.ts';
import styles from './recharge.module.css';

export interface ProofFieldProps {
  id: string;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: FormMessageKey;
  /** 0–1 while the form is being sent; undefined otherwise. */
  progress?: number;
}

/** The payment proof: a photo or screenshot, previewed before sending, with the upload's progress. */
export function ProofField({ id, file, onChange, error, progress }: ProofFieldProps) {
  const { t } = useTranslation();
  const errorText = useFormMessage(error);
  const [preview, setPreview] = useState<string>();
  useEffect(() => {
    if (!file) return setPreview(undefined);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const errorId = `${id}-error`;
  return (
    <div className={styles.proofField}>
      <span className={styles.fieldLabel} id={`${id}-label`}>
        {t('recharge.proof')}
      </span>
      <label className={styles.proofPicker} htmlFor={id} data-invalid={errorText ? 'true' : undefined}>
        {preview ? (
          <img className={styles.proofPreview} src={preview} alt={t('recharge.proofPreview')} />
        ) : (
          <PictureOutline className={styles.proofIcon} aria-hidden="true" />
        )}
        <span className={styles.proofAction}>
          {file ? t('recharge.changeProof') : t('recharge.chooseProof')}
        </span>
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className={styles.visuallyHidden}
        aria-labelledby={`${id}-label`}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={errorText ? errorId : undefined}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        data-testid="proof-input"
      />
      {progress !== undefined && (
        <div className={styles.progress} data-testid="upload-progress">
          <ProgressBar percent={Math.round(progress * 100)} />
          <span aria-live="polite">{t('recharge.uploading', { percent: Math.round(progress * 100) })}</span>
        </div>
      )}
      {errorText && (
        <p className={styles.fieldError} id={errorId} role="alert">
          {errorText}
        </p>
      )}
    </div>
  );
}
