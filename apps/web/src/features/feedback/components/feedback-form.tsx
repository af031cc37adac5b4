import { ApiError } from '@shopkeeper/client';
import { ErrorCode, FEEDBACK, graphemeCount, isFeedback } from '@shopkeeper/contract';
import AddOutline from 'antd-mobile-icons/es/AddOutline';
import CloseCircleFill from 'antd-mobile-icons/es/CloseCircleFill';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../../components/form/form-card.tsx';
import { textMessage, useFormMessage } from '../../../components/form/form-message.ts';
import { checkImage, usePreviewUrl } from '../../../components/form/image-check.ts';
import { UploadSubmit } from '../../../components/form/upload-submit.tsx';
import { useAppForm } from '../../../components/form/use-app-form.ts';
import { showToast } from '../../../lib/toast.ts';
import { useSendFeedback } from '../api/feedback.ts';
import styles from './feedback.module.css';

const lengthMessage = textMessage('feedback.length', { min: FEEDBACK.min, max: FEEDBACK.max });

function Picture({ file, onRemove }: { file: File; onRemove: () => void }) {
  const { t } = useTranslation();
  const preview = usePreviewUrl(file);
  return (
    <li className={styles.picture}>
      {preview && <img src={preview} alt={t('feedback.picture')} />}
      <button
        type="button"
        className={styles.remove}
        onClick={onRemove}
        aria-label={t('feedback.removePicture')}
      >
        <CloseCircleFill aria-hidden="true" />
      </button>
    </li>
  );
}

/**
 * The feedback form: the text with its count as a person counts characters (so what the
 * count says is what the server checks), up to three pictures, and the upload's progress.
 * Every refusal is said on the field it concerns.
 */
export function FeedbackForm() {
  const { t } = useTranslation();
  const [images, setImages] = useState<{ key: number; file: File }[]>([]);
  const nextKey = useRef(0);
  const [imageError, setImageError] = useState<string>();
  const [progress, setProgress] = useState<number | null>(null);
  const send = useSendFeedback(setProgress);
  const form = useAppForm<{ content: string }>('feedback', { defaultValues: { content: '' } });
  const content = form.watch('content') ?? '';
  const count = graphemeCount(content.trim());
  const field = form.field('content', { validate: (value: string) => isFeedback(value) || lengthMessage });
  const contentError = useFormMessage(field.error);
  const imageErrorText = useFormMessage(imageError);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const check = checkImage(file, { type: 'feedback.pictureType', tooLarge: 'feedback.pictureTooLarge' });
    if (check !== true) return setImageError(check);
    setImageError(undefined);
    setImages((chosen) => [...chosen, { key: nextKey.current++, file }].slice(0, FEEDBACK.images));
  };

  const submit = form.handleSubmit(async ({ content }) => {
    if (images.length > 0) setProgress(0);
    try {
      await send.mutateAsync({ content: content.trim(), images: images.map((image) => image.file) });
    } catch (error) {
      if (error instanceof ApiError) {
        if (
          error.code === ErrorCode.INVALID_PARAMETER &&
          (error.data as { field?: string })?.field === 'images'
        )
          setImageError('feedback.pictureRefused');
        else form.showRefusal(error, { [ErrorCode.FEEDBACK_LENGTH]: 'content' });
      }
      return;
    } finally {
      setProgress(null);
    }
    form.reset();
    setImages([]);
    void showToast({ icon: 'success', content: t('feedback.sent') });
  });

  return (
    <FormCard
      title={t('feedback.formTitle')}
      titleId="feedback-form-title"
      onSubmit={submit}
      error={form.formError}
      actions={
        <UploadSubmit
          progress={progress}
          label={t('feedback.uploading')}
          text={(percent) => t('feedback.uploadingPercent', { percent })}
          testId="feedback-progress"
          submitText={t('feedback.submit')}
          submitting={form.formState.isSubmitting}
        />
      }
    >
      <div className={styles.field} data-invalid={contentError ? 'true' : undefined}>
        <label className={styles.label} htmlFor={field.id}>
          {t('feedback.contentLabel')}
        </label>
        <textarea
          id={field.id}
          name={field.name}
          ref={field.ref}
          onChange={field.onChange}
          onBlur={field.onBlur}
          className={styles.textarea}
          placeholder={t('feedback.placeholder')}
          aria-invalid={contentError ? true : undefined}
          aria-describedby={`${field.id}-count${contentError ? ` ${field.id}-error` : ''}`}
        />
        <div className={styles.meta} data-over={count > FEEDBACK.max ? 'true' : undefined}>
          <span>{t('feedback.hint', { min: FEEDBACK.min, max: FEEDBACK.max })}</span>
          <span className={styles.count} id={`${field.id}-count`} data-testid="feedback-count">
            {t('feedback.count', { n: count, max: FEEDBACK.max })}
          </span>
        </div>
        {contentError && (
          <p className={styles.error} id={`${field.id}-error`} role="alert">
            {contentError}
          </p>
        )}
      </div>
      <div className={styles.field}>
        <span className={styles.label} id="feedback-pictures-label">
          {t('feedback.pictures', { max: FEEDBACK.images })}
        </span>
        <ul className={styles.pictures} aria-labelledby="feedback-pictures-label">
          {images.map(({ key, file }) => (
            <Picture
              key={key}
              file={file}
              onRemove={() => setImages((chosen) => chosen.filter((image) => image.key !== key))}
            />
          ))}
          {images.length < FEEDBACK.images && (
            <li>
              <label className={styles.add} htmlFor="feedback-picture-input">
                <AddOutline aria-hidden="true" />
                {t('feedback.addPicture')}
              </label>
              <input
                id="feedback-picture-input"
                type="file"
                accept="image/jpeg,image/png,image/webp"
                className={styles.visuallyHidden}
                data-testid="feedback-picture-input"
                onChange={(event) => {
                  choose(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            </li>
          )}
        </ul>
        {imageErrorText && (
          <p className={styles.error} role="alert">
            {imageErrorText}
          </p>
        )}
      </div>
    </FormCard>
  );
}
