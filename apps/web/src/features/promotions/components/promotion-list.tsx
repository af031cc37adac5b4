import Button from 'antd-mobile/es/components/button';
import SoundOutline from 'antd-mobile-icons/es/SoundOutline';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListShell } from '../../../components/list/list-shell.tsx';
import { SkeletonBlock } from '../../../components/page-skeleton.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { formatMoney, formatTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { type AdBoost, useAds } from '../api/promotions.ts';
import styles from './promotions.module.css';
import { timeLeft } from './time-left.ts';

/** One boost: its package, state, time left or when it ended, and what it brought. */
function BoostCard({ boost }: { boost: AdBoost }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { effect } = boost;
  return (
    <article
      className={styles.card}
      data-testid={`boost-${boost.id}`}
      aria-labelledby={`boost-${boost.id}-name`}
    >
      <div className={styles.head}>
        <h2 className={styles.name} id={`boost-${boost.id}-name`}>
          {boost.packageName}
        </h2>
        <span className={styles.state} data-active={boost.active}>
          {t(boost.active ? 'promotions.running' : 'promotions.ended')}
        </span>
      </div>
      {boost.active ? (
        <span className={styles.left} data-testid="boost-left">
          {timeLeft(t, boost.secondsLeft)}
        </span>
      ) : (
        <span className={styles.sub}>
          {t('promotions.endedAt', { date: formatTime(boost.endsAt, lang) })}
        </span>
      )}
      <span className={styles.sub}>
        {t('promotions.paid', {
          amount: formatMoney(boost.price, lang),
          hours: boost.hours,
          date: formatTime(boost.startsAt, lang),
        })}
      </span>
      <h3 className={styles.sub}>{t('promotions.effectTitle', { hours: effect.hours })}</h3>
      <dl className={styles.effect}>
        <div className={styles.figure}>
          <dt>{t('promotions.views')}</dt>
          <dd>
            {effect.views.during}{' '}
            <span className={styles.before}>{t('promotions.before', { n: effect.views.before })}</span>
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('promotions.orders')}</dt>
          <dd>
            {effect.orders.during}{' '}
            <span className={styles.before}>{t('promotions.before', { n: effect.orders.before })}</span>
          </dd>
        </div>
      </dl>
    </article>
  );
}

/**
 * /promotion ("My promotions"): each boost with its time left and what it brought, newest
 * first; none yet leads to buying one. Pulled down, it is read again.
 */
export function PromotionList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ads = useAds();
  const buy = (
    <Button block color="primary" size="large" onClick={() => navigate('/buyAd')}>
      {t('promotions.buy')}
    </Button>
  );
  return (
    <ListShell
      query={ads}
      skeletonTestId="promotions-skeleton"
      skeleton={
        <>
          <SkeletonBlock height={200} />
          <SkeletonBlock height={200} />
        </>
      }
    >
      {(data) =>
        data.boosts.length === 0 ? (
          <StatusMessage
            icon={<SoundOutline />}
            title={t('promotions.emptyTitle')}
            description={t('promotions.emptyText')}
          >
            {buy}
          </StatusMessage>
        ) : (
          <>
            {data.boosts.map((boost) => (
              <BoostCard key={boost.id} boost={boost} />
            ))}
            {!data.boosts.some((boost) => boost.active) && buy}
            {/* The storefront's page, outside the app: where the boost shows to buyers. */}
            <a className={styles.link} href="/featured" target="_blank" rel="noopener">
              {t('promotions.featuredLink')}
            </a>
          </>
        )
      }
    </ListShell>
  );
}
