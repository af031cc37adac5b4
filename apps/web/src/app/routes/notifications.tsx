import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLayout } from '../../components/layouts/page-layout.tsx';
import {
  MarkAllRead,
  NotificationsScreen,
} from '../../features/notifications/components/notifications-screen.tsx';
import styles from './notifications.module.css';

export function Component() {
  const { t } = useTranslation();
  return (
    <PageLayout extra={<MarkAllRead />}>
      {/* Where push to this phone is turned on (docs/decisions/041-push.md). */}
      <Link to="/notifications/push" className={styles.pushLink}>
        {t('push.settingsLink')}
      </Link>
      <NotificationsScreen />
    </PageLayout>
  );
}
