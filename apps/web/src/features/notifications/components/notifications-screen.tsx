import BellOutline from 'antd-mobile-icons/es/BellOutline';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PagedList } from '../../../components/list/paged-list.tsx';
import { SkeletonBlock } from '../../../components/page-skeleton.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { formatTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { showToast } from '../../../lib/toast.ts';
import {
  type AppNotification,
  useNotificationCount,
  useNotifications,
  useReadNotifications,
} from '../api/notifications.ts';
import { notificationLink, notificationTexts } from './notification-texts.ts';
import styles from './notifications.module.css';

const ROW_HEIGHT = 92;

function NotificationRow({ notification, onOpen }: { notification: AppNotification; onOpen: () => void }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { title, body } = notificationTexts(notification, t, lang);
  const { state } = notification;
  return (
    <button
      type="button"
      className={`${styles.row} ${styles[state]}`}
      onClick={onOpen}
      data-testid={`notification-${notification.id}`}
      data-state={state}
    >
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.text}>
        <span className={styles.rowTitle}>
          {/* The space keeps "New" and the title two words for a screen reader. */}
          {state === 'unseen' && <span className={styles.newTag}>{t('notifications.new')}</span>} {title}
        </span>
        <span className={styles.body}>{body}</span>
        <span className={styles.time}>{formatTime(notification.createdAt, lang)}</span>
      </span>
    </button>
  );
}

/** "Mark all read" in the header: only while something is unread. */
export function MarkAllRead() {
  const { t } = useTranslation();
  const count = useNotificationCount();
  const read = useReadNotifications();
  if (!count.data || count.data.unread === 0) return null;
  return (
    <button
      type="button"
      className={styles.headerButton}
      disabled={read.isPending}
      onClick={() =>
        read.mutate('all', {
          onSuccess: () => void showToast({ icon: 'success', content: t('notifications.allRead') }),
          onError: () => void showToast({ icon: 'fail', content: t('notifications.readFailed') }),
        })
      }
    >
      {t('notifications.markAllRead')}
    </button>
  );
}

/**
 * /notifications: what happened to the merchant's orders, money, identity and tier, replies
 * from the team, and the operators' news, newest first. The new ones (not seen before) stand
 * out; a tap reads it and opens what it is about.
 */
export function NotificationsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useNotifications();
  const read = useReadNotifications();

  const open = (notification: AppNotification) => {
    if (notification.state !== 'read') read.mutate({ id: notification.id });
    const link = notificationLink(notification);
    if (link) navigate(link);
  };

  return (
    <PagedList
      list={list}
      skeletonTestId="notifications-skeleton"
      skeleton={
        <div className={styles.stack}>
          <SkeletonBlock height={ROW_HEIGHT} />
          <SkeletonBlock height={ROW_HEIGHT} />
          <SkeletonBlock height={ROW_HEIGHT} />
        </div>
      }
      empty={
        <StatusMessage
          icon={<BellOutline />}
          title={t('notifications.emptyTitle')}
          description={t('notifications.emptyText')}
        />
      }
      endTexts={{ loading: t('notifications.loadingMore'), end: t('notifications.noMore') }}
    >
      {(items, end) => (
        <>
          <ul className={styles.list} aria-label={t('screens.notifications')}>
            {items.map((notification) => (
              <li key={notification.id}>
                <NotificationRow notification={notification} onOpen={() => open(notification)} />
              </li>
            ))}
          </ul>
          {end}
        </>
      )}
    </PagedList>
  );
}
