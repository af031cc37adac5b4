import BellOutline from 'antd-mobile-icons/es/BellOutline';
import FileOutline from 'antd-mobile-icons/es/FileOutline';
import GiftOutline from 'antd-mobile-icons/es/GiftOutline';
import MessageOutline from 'antd-mobile-icons/es/MessageOutline';
import QuestionCircleOutline from 'antd-mobile-icons/es/QuestionCircleOutline';
import ShopbagOutline from 'antd-mobile-icons/es/ShopbagOutline';
import SoundOutline from 'antd-mobile-icons/es/SoundOutline';
import UserContactOutline from 'antd-mobile-icons/es/UserContactOutline';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ScreenName } from '../../../components/layouts/route-handle.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { SkeletonBlock } from '../../../components/page-skeleton.tsx';
import { useMe } from '../../../lib/auth.ts';
import { OrderWarningBanner } from './order-warning-banner.tsx';
import styles from './shop-center-overview.module.css';
import { StorefrontLink } from './storefront-link.tsx';

function ShopHeader() {
  const { t } = useTranslation();
  const { data: me, isPending, isError, refetch, isFetching } = useMe();

  if (isError && !me) return <LoadError onRetry={() => void refetch()} retrying={isFetching} />;
  if (isPending && !me) {
    return (
      <section className={styles.hero} aria-busy="true" data-testid="shop-skeleton">
        <SkeletonBlock height={56} width={56} round />
        <div className={styles.heroText}>
          <SkeletonBlock height={22} width="65%" />
          <SkeletonBlock height={16} width="45%" />
        </div>
      </section>
    );
  }

  const shop = me?.shop;
  return (
    <>
      {/* The saved profile stays on screen; the failed refresh is said once, here. */}
      {isError && <LoadError onRetry={() => void refetch()} retrying={isFetching} />}
      <section className={styles.hero}>
        <div className={styles.logo} aria-hidden="true">
          {(shop?.name ?? me?.username ?? '?').charAt(0).toUpperCase()}
        </div>
        <div className={styles.heroText}>
          <h2 className={styles.shopName} data-testid="shop-name">
            {shop ? shop.name : t('shopCenter.noShop')}
          </h2>
          {shop && <span className={styles.tier}>{t(`tiers.${shop.tier}`)}</span>}
          <p className={styles.welcome}>{t('shopCenter.welcome', { name: me?.username ?? '' })}</p>
        </div>
      </section>
    </>
  );
}

const SHORTCUTS: { screen: ScreenName; to: string; icon: ReactNode }[] = [
  { screen: 'shop', to: '/shop', icon: <ShopbagOutline /> },
  { screen: 'invitation', to: '/invitation', icon: <GiftOutline /> },
  { screen: 'notifications', to: '/notifications', icon: <BellOutline /> },
  { screen: 'identity', to: '/identity', icon: <UserContactOutline /> },
  { screen: 'promotion', to: '/promotion', icon: <SoundOutline /> },
  { screen: 'manageShowcase', to: '/manageShowcase', icon: <FileOutline /> },
  { screen: 'feedback', to: '/feedback', icon: <MessageOutline /> },
  { screen: 'service', to: '/service', icon: <QuestionCircleOutline /> },
];

/**
 * The store tab for now: whose shop this is, the unpaid-orders warning when there is one, the
 * storefront's link to give buyers, a welcome, and shortcuts to its screens.
 */
export function ShopCenterOverview() {
  const { t } = useTranslation();
  return (
    <>
      <ShopHeader />
      <OrderWarningBanner />
      <StorefrontLink />
      <p className={styles.notice}>{t('shopCenter.comingSoon')}</p>
      <section className={styles.shortcuts}>
        <h2 className={styles.sectionTitle}>{t('shopCenter.shortcuts')}</h2>
        <ul className={styles.grid}>
          {SHORTCUTS.map((item) => (
            <li key={item.screen}>
              <Link to={item.to} className={styles.shortcut}>
                <span className={styles.shortcutIcon} aria-hidden="true">
                  {item.icon}
                </span>
                <span className={styles.shortcutLabel}>{t(`screens.${item.screen}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
