import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { imageUrl } from '../../../lib/money.ts';
import type { ShopProfile } from '../api/shop-profile.ts';
import styles from './shop-profile.module.css';

/** The shop's logo, or its initial on a coloured square while it has none. */
export function ShopLogo({ name, logo, src }: { name: string; logo: string | null; src?: string }) {
  const shown = src ?? (logo ? imageUrl(logo) : undefined);
  return shown ? (
    <img className={styles.logo} src={shown} alt="" width={64} height={64} />
  ) : (
    <span className={`${styles.logo} ${styles.logoEmpty}`} aria-hidden="true">
      {name.charAt(0).toUpperCase()}
    </span>
  );
}

/**
 * Who the shop is to buyers and how it is doing: logo, name, tier, then the credit score
 * (opening its history), the tier (opening the tiers to move up), buyers' stars, storefront visitors and goods listed against the
 * tier's limit.
 */
export function ProfileCard({ shop }: { shop: ShopProfile }) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="shop-profile-name" data-testid="shop-profile">
      <div className={styles.identity}>
        <ShopLogo name={shop.name} logo={shop.logo} />
        <div className={styles.identityText}>
          <h2 className={styles.name} id="shop-profile-name">
            {shop.name}
          </h2>
          <span className={styles.tier}>{t(`tiers.${shop.curLevel}`)}</span>
        </div>
      </div>
      <Link to="/shop/credit" className={styles.creditRow} data-testid="shop-credit">
        <span className={styles.creditLabel}>{t('shopProfile.credit')}</span>
        <span className={styles.creditScore}>{shop.credit}</span>
        <RightOutline aria-hidden="true" />
      </Link>
      {/* The tiers compared and moving up (features/tiers), from the tier the shop is at. */}
      <Link to="/shop/tiers" className={styles.creditRow} data-testid="shop-tiers">
        <span className={styles.creditLabel}>{t('screens.shopTiers')}</span>
        <span className={styles.tierValue}>{t(`tiers.${shop.curLevel}`)}</span>
        <RightOutline aria-hidden="true" />
      </Link>
      <dl className={styles.stats}>
        <div>
          <dt>{t('shopProfile.stars')}</dt>
          <dd>
            {shop.stars === null
              ? t('shopProfile.noStars')
              : t('shopProfile.starsValue', { stars: shop.stars })}
          </dd>
        </div>
        <div>
          <dt>{t('shopProfile.visitors')}</dt>
          <dd>{shop.visitors}</dd>
        </div>
        <div>
          <dt>{t('shopProfile.listed')}</dt>
          <dd>{t('shopProfile.listedValue', { listed: shop.listedCount, limit: shop.goodsLimit })}</dd>
        </div>
      </dl>
    </section>
  );
}
