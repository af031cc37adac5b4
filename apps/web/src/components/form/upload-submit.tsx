import Button from 'antd-mobile/es/components/button';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import styles from './upload-submit.module.css';

/**
 * A form's submit button with, while its files are being sent (`progress` 0–1, null
 * otherwise), a progress bar above it that a screen reader reads (`label`) and the percentage
 * in words (`text`).
 */
export function UploadSubmit({
  progress,
  label,
  text,
  testId,
  submitText,
  submitting,
}: {
  progress: number | null;
  label: string;
  text: (percent: number) => string;
  testId?: string;
  submitText: string;
  submitting: boolean;
}) {
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <>
      {progress !== null && (
        <div
          className={styles.progress}
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          data-testid={testId}
        >
          <span className={styles.text}>{text(percent)}</span>
          <ProgressBar percent={percent} />
        </div>
      )}
      <Button block type="submit" color="primary" size="large" loading={submitting}>
        {submitText}
      </Button>
    </>
  );
}
