import { schemas } from '@shopkeeper/contract';
import Button from 'antd-mobile/es/components/button';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type FormMessageKey,
  refusalMessage,
  useFormMessage,
} from '../../../components/form/form-message.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';
import { useAddComment } from '../api/order-comments.ts';
import styles from './order-comments.module.css';
import { SignatureField, type SignatureHandle } from './signature-field.tsx';

type FailedKey = 'orderComment.replyFailed' | 'orderComment.commentFailed';

export interface CommentFormProps {
  orderId: number;
  /** The top-level comment answered; absent: a comment on the order. */
  replyTo?: { id: number; author: 'buyer' | 'merchant' };
  onCancelReply: () => void;
  onSent: () => void;
}

/**
 * The merchant's comment or reply: a text (1–500 characters) and a drawn signature, both
 * required and checked before anything is sent. The signature is uploaded with its progress
 * shown, then the comment is sent. A failure says "Comment failed" or "Reply failed", and why
 * when the server said.
 */
export function CommentForm({ orderId, replyTo, onCancelReply, onSent }: CommentFormProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<FormMessageKey>();
  const [signatureError, setSignatureError] = useState<FormMessageKey>();
  const [failure, setFailure] = useState<{ key: FailedKey; refusal?: FormMessageKey }>();
  const [progress, setProgress] = useState<number>();
  const signature = useRef<SignatureHandle>(null);
  const add = useAddComment(setProgress);
  const textErrorText = useFormMessage(textError);
  const refusalText = useFormMessage(failure?.refusal);

  const checkText = (value: string): FormMessageKey | undefined => {
    const trimmed = value.trim();
    if (trimmed.length === 0) return 'orderComment.textRequired';
    if (trimmed.length > schemas.ORDER_COMMENT.text) return 'orderComment.textTooLong';
    return undefined;
  };

  const submit = async () => {
    const textProblem = checkText(text);
    const signatureProblem =
      signature.current?.isEmpty() !== false ? 'orderComment.signatureRequired' : undefined;
    setTextError(textProblem);
    setSignatureError(signatureProblem);
    setFailure(undefined);
    if (textProblem) {
      document.getElementById('comment_text')?.focus();
      return;
    }
    if (signatureProblem) return;
    const failedKey: FailedKey = replyTo ? 'orderComment.replyFailed' : 'orderComment.commentFailed';
    setProgress(0);
    try {
      await add.mutateAsync({
        orderId,
        ...(replyTo ? { parentId: replyTo.id } : {}),
        text: text.trim(),
        signature: signature.current!.toFile(),
      });
      setText('');
      signature.current?.clear();
      void showToast({ content: t(replyTo ? 'orderComment.replied' : 'orderComment.commented') });
      onSent();
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'aborted') return;
      const refusal =
        error instanceof ApiError && error.kind === 'business' ? refusalMessage(error) : undefined;
      setFailure({ key: failedKey, refusal });
      void showToast({ content: t(failedKey) });
    } finally {
      setProgress(undefined);
    }
  };

  const textErrorId = 'comment_text-error';
  return (
    <form
      className={styles.form}
      aria-label={t(replyTo ? 'orderComment.replyTitle' : 'orderComment.commentTitle')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!add.isPending) void submit();
      }}
    >
      <div className={styles.formHead}>
        <h2 className={styles.formTitle}>
          {replyTo
            ? t(replyTo.author === 'buyer' ? 'orderComment.replyToBuyer' : 'orderComment.replyToOwn')
            : t('orderComment.commentTitle')}
        </h2>
        {replyTo && (
          <Button className={styles.cancelReply} size="middle" fill="none" onClick={onCancelReply}>
            {t('orderComment.cancelReply')}
          </Button>
        )}
      </div>
      <div className={styles.field} data-invalid={textErrorText ? 'true' : undefined}>
        <label className={styles.label} htmlFor="comment_text">
          {t('orderComment.text')}
        </label>
        <textarea
          id="comment_text"
          className={styles.textarea}
          rows={4}
          maxLength={schemas.ORDER_COMMENT.text}
          value={text}
          placeholder={t('orderComment.textPlaceholder')}
          aria-invalid={textErrorText ? true : undefined}
          aria-describedby={textErrorText ? textErrorId : 'comment_text-count'}
          onChange={(event) => {
            setText(event.target.value);
            if (textError) setTextError(checkText(event.target.value));
          }}
        />
        <span className={styles.count} id="comment_text-count">
          {t('orderComment.count', { n: text.trim().length, max: schemas.ORDER_COMMENT.text })}
        </span>
        {textErrorText && (
          <p className={styles.error} id={textErrorId} role="alert">
            {textErrorText}
          </p>
        )}
      </div>
      <SignatureField
        id="comment_signature"
        ref={signature}
        error={signatureError}
        onDrawnChange={(drawn) => drawn && setSignatureError(undefined)}
      />
      {progress !== undefined && (
        <div className={styles.progress} data-testid="upload-progress">
          <ProgressBar percent={Math.round(progress * 100)} />
          <span aria-live="polite">
            {t('orderComment.uploading', { percent: Math.round(progress * 100) })}
          </span>
        </div>
      )}
      {failure && (
        <div className={styles.failure} role="alert">
          <strong>{t(failure.key)}</strong>
          {refusalText && <span>{refusalText}</span>}
        </div>
      )}
      <Button block type="submit" color="primary" size="large" loading={add.isPending}>
        {t(replyTo ? 'orderComment.sendReply' : 'orderComment.send')}
      </Button>
    </form>
  );
}
