import type { ChatMessage } from '@shopkeeper/contract';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import type { PendingMessage } from '../model/thread.ts';
import styles from './chat.module.css';

const time = (iso: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

function Body({
  text,
  image,
  onOpenImage,
}: {
  text: string | null;
  image: { url: string } | null;
  onOpenImage: (url: string) => void;
}) {
  const { t } = useTranslation();
  if (image) {
    return (
      <button type="button" className={styles.imageButton} onClick={() => onOpenImage(image.url)}>
        <img src={image.url} alt={t('chat.imageAlt')} className={styles.image} loading="lazy" />
      </button>
    );
  }
  return <p className={styles.text}>{text}</p>;
}

/** A stored message: mine on the right, the team's on the left under the operator's name. */
export function StoredBubble({
  message,
  onOpenImage,
}: {
  message: ChatMessage;
  onOpenImage: (url: string) => void;
}) {
  const { t, i18n } = useTranslation();
  if (message.from === 'system') {
    return (
      <li className={styles.system} data-seq={message.seq} data-from="system">
        {message.text}
      </li>
    );
  }
  const mine = message.from === 'merchant';
  return (
    <li
      className={mine ? styles.mine : styles.theirs}
      data-seq={message.seq}
      data-from={message.from}
      data-testid="chat-message"
    >
      {!mine && <span className={styles.sender}>{message.operatorName ?? t('chat.team')}</span>}
      <div className={styles.bubble}>
        <Body text={message.text} image={message.image} onOpenImage={onOpenImage} />
      </div>
      <time className={styles.meta} dateTime={message.at}>
        {time(message.at, i18n.language)}
      </time>
    </li>
  );
}

/** A message of mine not stored yet: sending, or not sent with a way to try again. */
export function PendingBubble({
  item,
  onRetry,
  onOpenImage,
}: {
  item: PendingMessage;
  onRetry: (clientId: string) => void;
  onOpenImage: (url: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <li className={styles.mine} data-state={item.state} data-testid="chat-message">
      <div className={`${styles.bubble} ${styles.pendingBubble}`}>
        <Body text={item.text} image={item.image} onOpenImage={onOpenImage} />
      </div>
      {item.state === 'sending' ? (
        <span className={styles.meta}>{t('chat.sending')}</span>
      ) : (
        <span className={styles.failed} role="alert">
          {t('chat.notSent')}
          <Button size="small" fill="outline" color="danger" onClick={() => onRetry(item.clientId)}>
            {t('chat.retry')}
          </Button>
        </span>
      )}
    </li>
  );
}
