import { useTranslation } from 'react-i18next';
import { SkeletonBlock } from '../../../components/page-skeleton.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { usePrivateImage } from '../../../lib/private-image.ts';
import type { OrderComment } from '../api/order-comments.ts';
import styles from './order-comments.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return (
    <span
      className={styles.stars}
      role="img"
      aria-label={t('orderComment.stars', { n: rating, max: STARS.length })}
    >
      {STARS.map((star) => (
        <span key={star} aria-hidden="true" data-on={star <= rating ? 'true' : undefined}>
          ★
        </span>
      ))}
    </span>
  );
}

/** A signature is a private file: fetched with the merchant's token, shown once it is here. */
function Signature({ path }: { path: string }) {
  const { t } = useTranslation();
  const image = usePrivateImage(path);
  if (image.url)
    return <img className={styles.signature} src={image.url} alt={t('orderComment.signatureAlt')} />;
  if (image.isError) return <span className={styles.muted}>{t('orderComment.signatureUnavailable')}</span>;
  return <SkeletonBlock height={48} />;
}

/** One comment as the thread shows it: who wrote it and when, the stars of a review, the text, the signature. */
export function CommentBody({ comment }: { comment: OrderComment }) {
  const { t } = useTranslation();
  const time = new Date(comment.createdAt).toLocaleString(currentLanguage(), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <>
      <header className={styles.commentHead}>
        <strong>{t(comment.author === 'buyer' ? 'orderComment.buyer' : 'orderComment.you')}</strong>
        <time dateTime={comment.createdAt} className={styles.muted}>
          {time}
        </time>
      </header>
      {comment.rating !== null && <Stars rating={comment.rating} />}
      <p className={styles.text}>{comment.text}</p>
      <Signature path={comment.signature} />
    </>
  );
}

export interface CommentThreadProps {
  comments: OrderComment[];
  /** The top-level comment being answered, if any. */
  replyingTo?: number;
  onReply: (comment: OrderComment) => void;
}

/** The thread: top-level comments (the buyer's review, the merchant's comments), each with its replies under it. */
export function CommentThread({ comments, replyingTo, onReply }: CommentThreadProps) {
  const { t } = useTranslation();
  const topLevel = comments.filter((c) => c.parentId === null);
  const repliesTo = (id: number) => comments.filter((c) => c.parentId === id);
  return (
    <ol className={styles.thread} aria-label={t('orderComment.threadLabel')}>
      {topLevel.map((comment) => (
        <li
          key={comment.id}
          className={styles.comment}
          data-author={comment.author}
          data-testid={`comment-${comment.id}`}
        >
          <CommentBody comment={comment} />
          {repliesTo(comment.id).length > 0 && (
            <ol className={styles.replies}>
              {repliesTo(comment.id).map((reply) => (
                <li key={reply.id} className={styles.reply} data-testid={`comment-${reply.id}`}>
                  <CommentBody comment={reply} />
                </li>
              ))}
            </ol>
          )}
          <button
            type="button"
            className={styles.replyButton}
            aria-pressed={replyingTo === comment.id}
            onClick={() => onReply(comment)}
          >
            {t('orderComment.reply')}
          </button>
        </li>
      ))}
    </ol>
  );
}
