import Button from 'antd-mobile/es/components/button';
import ImageViewer from 'antd-mobile/es/components/image-viewer';
import MessageOutline from 'antd-mobile-icons/es/MessageOutline';
import { Fragment, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { SkeletonBlock } from '../../../components/page-skeleton.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import type { ChatThread as Thread } from '../api/use-chat-thread.ts';
import { dayKey } from '../model/thread.ts';
import styles from './chat.module.css';
import { PendingBubble, StoredBubble } from './message-bubble.tsx';
import { useReadMarks } from './use-read-marks.ts';

function dayLabel(iso: string, lang: string, today: Date): string {
  const date = new Date(iso);
  const yesterday = new Date(today);
  yesterday.setDate(today.getDate() - 1);
  const key = dayKey(iso);
  const relative = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  if (key === dayKey(today.toISOString())) return relative.format(0, 'day');
  if (key === dayKey(yesterday.toISOString())) return relative.format(-1, 'day');
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(date);
}

function ThreadSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true" data-testid="chat-skeleton">
      <SkeletonBlock height={44} width="60%" />
      <SkeletonBlock height={44} width="45%" />
      <SkeletonBlock height={64} width="70%" />
    </div>
  );
}

/** The conversation: older on demand at the top, days as headings, the newest at the bottom. */
export function ChatThread({ thread }: { thread: Thread }) {
  const { t, i18n } = useTranslation();
  const list = useRef<HTMLOListElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const { messages, pending } = thread;
  useReadMarks(list, thread.markShown, messages.length);

  // Follow the newest message as it arrives (or is sent), not when older ones load above.
  const newest = `${messages.at(-1)?.seq ?? 0}:${pending.length}`;
  const lastNewest = useRef('');
  // Older messages arriving above keep the reader's place: the distance from the bottom stays.
  const fromBottom = useRef<number | null>(null);
  const oldest = messages[0]?.seq ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the newest or oldest message changes
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    if (newest !== lastNewest.current) {
      lastNewest.current = newest;
      box.scrollTop = box.scrollHeight;
    } else if (fromBottom.current !== null) {
      box.scrollTop = box.scrollHeight - fromBottom.current;
    }
    fromBottom.current = null;
  }, [newest, oldest]);
  const loadOlder = () => {
    const box = scroller.current;
    fromBottom.current = box ? box.scrollHeight - box.scrollTop : null;
    void thread.loadOlder();
  };

  if (thread.status === 'loading') return <ThreadSkeleton />;
  if (thread.status === 'error') return <LoadError onRetry={() => void thread.reload()} />;

  const today = new Date();
  let previousDay = '';
  return (
    <div className={styles.scroller} ref={scroller}>
      {thread.olderExist && (
        <div className={styles.older}>
          <Button fill="none" color="primary" loading={thread.loadingOlder} onClick={loadOlder}>
            {t('chat.loadOlder')}
          </Button>
        </div>
      )}
      {messages.length === 0 && pending.length === 0 ? (
        <StatusMessage
          icon={<MessageOutline />}
          title={t('chat.emptyTitle')}
          description={t('chat.emptyDescription')}
        />
      ) : (
        <ol className={styles.list} ref={list} aria-label={t('chat.messagesLabel')} aria-live="polite">
          {messages.map((message) => {
            const day = dayKey(message.at);
            const heading = day !== previousDay;
            previousDay = day;
            return (
              <Fragment key={message.seq}>
                {heading && (
                  <li className={styles.day} aria-hidden="false">
                    {dayLabel(message.at, i18n.language, today)}
                  </li>
                )}
                <StoredBubble message={message} onOpenImage={setViewing} />
              </Fragment>
            );
          })}
          {pending.map((item) => (
            <PendingBubble key={item.clientId} item={item} onRetry={thread.retry} onOpenImage={setViewing} />
          ))}
        </ol>
      )}
      {viewing !== null && (
        <ImageViewer
          image={viewing}
          visible
          onClose={() => setViewing(null)}
          // A tap on the picture closes it too, but a button is what a person looks for.
          renderFooter={() => (
            <div className={styles.viewerFooter}>
              <Button fill="outline" className={styles.viewerClose} onClick={() => setViewing(null)}>
                {t('chat.closePicture')}
              </Button>
            </div>
          )}
        />
      )}
    </div>
  );
}
