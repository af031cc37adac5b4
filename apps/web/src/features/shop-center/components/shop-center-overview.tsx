import { useQueryClient } from '@tanstack/react-query';
import Badge from 'antd-mobile/es/components/badge';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
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
import { meQuery, useMe } from '../../../lib/auth.ts';
import { useChatUnread } from '../../../lib/chat-unread.ts';
import { orderWarningQuery, useOrderWarning } from '../api/order-warning.ts';
import { storeCentreQuery, useBanners, useStoreCentre } from '../api/store-centre.ts';
import { BannerSwiper } from './banner-swiper.tsx';
import { ClosedNotice, GettingStarted, NeedsYou, startedAll } from './needs-you.tsx';
import { OrderWarningBanner } from './order-warning-banner.tsx';
import styles from './shop-center-overview.module.css';
import { ShopFigures, ShopHeader } from './shop-header.tsx';
import blocks from './store-centre.module.css';
import { StorefrontLink } from './storefront-link.tsx';

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

/** A count on a shortcut's icon (the notifications' unseen), placed by the route. */
type Badges = Partial<Record<ScreenName, ReactNode>>;

function Shortcuts({ badges }: { badges?: Badges }) {
  const { t } = useTranslation();
  // Unread replies from the support team, live (docs/decisions/033-live-stream-client.md).
  const unread = useChatUnread().data?.unread ?? 0;
  return (
    <section className={styles.shortcuts}>
      <h2 className={styles.sectionTitle}>{t('shopCenter.shortcuts')}</h2>
      <ul className={styles.grid}>
        {SHORTCUTS.map((item) => (
          <li key={item.screen}>
            <Link to={item.to} className={styles.shortcut}>
              <span className={styles.shortcutIcon}>
                <span aria-hidden="true">
                  {item.screen === 'service' && unread > 0 ? (
                    <Badge content={unread > 99 ? '99+' : unread}>{item.icon}</Badge>
                  ) : (
                    item.icon
                  )}
                </span>
                {badges?.[item.screen]}
              </span>
              <span className={styles.shortcutLabel}>{t(`screens.${item.screen}`)}</span>
              {item.screen === 'service' && unread > 0 && (
                <span className={styles.srOnly} data-testid="service-unread">
                  {t('chat.unreadBadge', { count: unread })}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The blocks while their figures load: each the size of what replaces it. */
function CentreSkeleton() {
  return (
    <div className={blocks.stack} aria-busy="true" data-testid="shop-skeleton">
      <section className={blocks.hero} aria-busy="true">
        <div className={blocks.heroTop}>
          <SkeletonBlock height={56} width={56} round />
          <div className={blocks.heroText}>
            <SkeletonBlock height={22} width="65%" />
            <SkeletonBlock height={16} width="35%" />
          </div>
        </div>
        <SkeletonBlock height={42} />
      </section>
      <SkeletonBlock height={72} />
      <SkeletonBlock height={152} />
      <div className={blocks.banners}>
        <SkeletonBlock height={140} />
      </div>
    </div>
  );
}

/**
 * The store tab (docs/product.md#store-centre): the shop at a glance, what needs the merchant
 * (or a new merchant's first steps), the statistics (`stats`, placed by the route), banners,
 * the storefront link and shortcuts. The figures, banners and the unpaid-orders warning are
 * shown together once all have answered, in place of a skeleton of the same blocks, so the
 * page never moves under a finger. Pull down to read everything again.
 */
export function ShopCenterOverview({
  stats,
  refreshStats,
  badges,
}: {
  stats?: ReactNode;
  badges?: Badges;
  /** Reads the placed statistics (and badges) again with the rest when the merchant pulls down. */
  refreshStats?: () => Promise<unknown>;
}) {
  const queryClient = useQueryClient();
  const centre = useStoreCentre();
  const banners = useBanners();
  const warning = useOrderWarning();
  const { data: me } = useMe();
  // Answered once (or failed), each: a refetch keeps what is on screen rather than a skeleton.
  const loading = !(centre.isFetched && banners.isFetched && warning.isFetched);

  const refresh = () =>
    Promise.all([
      queryClient.refetchQueries({ queryKey: storeCentreQuery.queryKey }),
      queryClient.refetchQueries({ queryKey: orderWarningQuery.queryKey }),
      queryClient.refetchQueries({ queryKey: meQuery.queryKey }),
      refreshStats?.(),
    ]).then(() => undefined);

  const data = centre.data;
  return (
    <PullToRefresh onRefresh={refresh}>
      {/* A new key when the figures arrive: the skeleton is replaced, never pushed about. */}
      <div className={blocks.stack} key={loading ? 'loading' : 'ready'}>
        {loading ? (
          <CentreSkeleton />
        ) : data ? (
          <>
            <ShopHeader shop={data.shop} />
            <ShopFigures shop={data.shop} />
            {data.needsYou.storefrontClosed && <ClosedNotice closed={data.needsYou.storefrontClosed} />}
            <OrderWarningBanner />
            <NeedsYou needs={data.needsYou} quiet={!startedAll(data.gettingStarted)} />
            {!startedAll(data.gettingStarted) && <GettingStarted steps={data.gettingStarted} />}
          </>
        ) : (
          <>
            {/* The saved profile still names the shop; the failed read is said once, here. */}
            {me?.shop && (
              <ShopHeader shop={{ name: me.shop.name, logo: me.shop.logo, curLevel: me.shop.tier }} />
            )}
            <LoadError onRetry={() => void centre.refetch()} retrying={centre.isFetching} />
          </>
        )}
        <div className={blocks.statsSlot} data-testid="stats-slot">
          {stats}
        </div>
        {!loading && <BannerSwiper banners={banners.data?.items ?? []} />}
        <StorefrontLink />
        <Shortcuts badges={badges} />
      </div>
    </PullToRefresh>
  );
}
