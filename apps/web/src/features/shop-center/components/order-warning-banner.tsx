import ExclamationCircleFill from 'antd-mobile-icons/es/ExclamationCircleFill';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useOrderWarning } from '../api/order-warning.ts';
import styles from './shop-center-overview.module.css';

const formatTime = (iso: string) =>
  new Date(iso).toLocaleString(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Orders unpaid past 24 h: how many, when the storefront closes (48 h) and the oldest is
 * cancelled (72 h), or since when the storefront is closed. Tapped, the pending-payment tab.
 */
export function OrderWarningBanner() {
  const { t } = useTranslation();
  const { data } = useOrderWarning();
  if (!data || (data.lateOrders <= 0 && !data.storefrontClosedSince)) return null;
  const lines: string[] = [];
  if (data.lateOrders > 0) lines.push(t('orders.warningLate', { n: data.lateOrders }));
  if (data.storefrontClosedSince) {
    lines.push(t('orders.warningClosed', { time: formatTime(data.storefrontClosedSince) }));
  } else if (data.closesStorefrontAt) {
    lines.push(t('orders.warningCloses', { time: formatTime(data.closesStorefrontAt) }));
  }
  if (data.cancelsAt) lines.push(t('orders.warningCancels', { time: formatTime(data.cancelsAt) }));
  // The alert is the link's box, not the link itself: role="alert" on the link took away its
  // role and with it its name.
  return (
    <div role="alert">
      <Link
        to="/orderList?status=pending_payment"
        className={styles.warning}
        data-closed={Boolean(data.storefrontClosedSince)}
        data-testid="order-warning"
      >
        <ExclamationCircleFill className={styles.warningIcon} aria-hidden="true" />
        <span className={styles.warningText}>
          {lines.map((line) => (
            <span key={line}>{line}</span>
          ))}
          <span className={styles.warningAction}>{t('orders.warningAction')}</span>
        </span>
        <RightOutline className={styles.warningIcon} aria-hidden="true" />
      </Link>
    </div>
  );
}
