import Badge from 'antd-mobile/es/components/badge';
import { useTranslation } from 'react-i18next';
import { useNotificationCount } from '../api/notifications.ts';
import styles from './notifications.module.css';

/** The count of notifications not yet seen, on the bell wherever the app shows it; nothing at 0. */
export function UnseenBadge() {
  const { t } = useTranslation();
  const { data } = useNotificationCount();
  if (!data || data.unseen === 0) return null;
  return (
    <Badge
      content={data.unseen > 99 ? '99+' : data.unseen}
      className={styles.badge}
      aria-label={t('notifications.unseenCount', { n: data.unseen })}
      data-testid="notifications-badge"
    />
  );
}
