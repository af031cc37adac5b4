import MessageOutline from 'antd-mobile-icons/es/MessageOutline';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../components/list/paged-list.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { SkeletonBlock } from '../../../components/page-skeleton.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { StatusPill, type StatusTone } from '../../../components/status-pill.tsx';
import { formatTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { usePrivateImage } from '../../../lib/private-image.ts';
import { type Feedback, useFeedbackList } from '../api/feedback.ts';
import styles from './feedback.module.css';

const TONES: Record<Feedback['status'], StatusTone> = { open: 'pending', replied: 'done', closed: 'neutral' };

/** A picture the merchant sent: private, so read with their token. */
function SentPicture({ path }: { path: string }) {
  const { t } = useTranslation();
  const image = usePrivateImage(path);
  if (image.isError)
    return (
      <li>
        <LoadError onRetry={() => void image.retry()} />
      </li>
    );
  return (
    <li className={styles.picture}>
      {image.url ? <img src={image.url} alt={t('feedback.picture')} /> : <SkeletonBlock height={72} />}
    </li>
  );
}

function FeedbackRow({ feedback, lang }: { feedback: Feedback; lang: string }) {
  const { t } = useTranslation();
  return (
    <article className={styles.item} data-testid={`feedback-${feedback.id}`}>
      <div className={styles.itemHead}>
        <time dateTime={feedback.createdAt}>{formatTime(feedback.createdAt, lang)}</time>
        <StatusPill tone={TONES[feedback.status]} status={feedback.status}>
          {t(`feedback.status.${feedback.status}`)}
        </StatusPill>
      </div>
      <p className={styles.content}>{feedback.content}</p>
      {feedback.images.length > 0 && (
        <ul className={styles.pictures}>
          {feedback.images.map((image) => (
            <SentPicture key={image.path} path={image.path} />
          ))}
        </ul>
      )}
      {feedback.reply !== null && (
        <p className={styles.reply}>
          <span className={styles.replyLabel}>{t('feedback.replyLabel')}</span>
          {feedback.reply}
        </p>
      )}
    </article>
  );
}

const ROW_HEIGHT = 110;

/** The merchant's feedback, newest first, each with the operators' reply once there is one. */
export function FeedbackList() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const list = useFeedbackList();
  return (
    <PagedList
      list={list}
      skeletonTestId="feedback-skeleton"
      skeleton={
        <>
          <SkeletonBlock height={ROW_HEIGHT} />
          <SkeletonBlock height={ROW_HEIGHT} />
        </>
      }
      empty={
        <StatusMessage
          icon={<MessageOutline />}
          title={t('feedback.emptyTitle')}
          description={t('feedback.emptyText')}
        />
      }
      endTexts={{ loading: t('feedback.loadingMore'), end: t('feedback.noMore') }}
    >
      {(items, end) => (
        <>
          <ul className={styles.list} aria-label={t('feedback.listTitle')}>
            {items.map((feedback) => (
              <li key={feedback.id}>
                <FeedbackRow feedback={feedback} lang={lang} />
              </li>
            ))}
          </ul>
          {end}
        </>
      )}
    </PagedList>
  );
}
