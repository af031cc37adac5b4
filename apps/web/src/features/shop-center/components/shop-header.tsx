import StarFill from 'antd-mobile-icons/es/StarFill';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { imageUrl } from '../../../lib/money.ts';
import type { StoreCentre } from '../api/store-centre.ts';
import styles from './store-centre.module.css';

type Shop = StoreCentre['shop'];

/**
 * The shop at a glance: logo (or its initial), name, tier, credit score, stars and visitors.
 * Without the figures (the store centre could not be read), the saved profile's name and tier.
 */
export function ShopHeader({
  shop,
}: {
  shop: Pick<Shop, 'name' | 'logo' | 'curLevel'> & Partial<Pick<Shop, 'credit' | 'stars' | 'visitors'>>;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const number = new Intl.NumberFormat(lang);
  return (
    <section className={styles.hero} aria-labelledby="shop-name">
      <div className={styles.heroTop}>
        {shop.logo ? (
          <img className={styles.logo} src={imageUrl(shop.logo)} alt="" width={56} height={56} />
        ) : (
          <div className={styles.logo} aria-hidden="true">
            {shop.name.charAt(0).toUpperCase()}
          </div>
        )}
        <div className={styles.heroText}>
          <h2 className={styles.shopName} id="shop-name" data-testid="shop-name">
            {shop.name}
          </h2>
          <span className={styles.tier}>{t(`tiers.${shop.curLevel}`)}</span>
        </div>
      </div>
      {shop.credit !== undefined && shop.stars !== undefined && shop.visitors !== undefined && (
        <dl className={styles.heroFigures}>
          <div>
            <dt>{t('shopCenter.credit')}</dt>
            <dd data-testid="shop-credit">{number.format(shop.credit)}</dd>
          </div>
          <div>
            <dt>{t('shopCenter.stars')}</dt>
            <dd>
              {Number(shop.stars) > 0 ? (
                <>
                  <StarFill aria-hidden="true" className={styles.star} />
                  {number.format(Number(shop.stars))}
                </>
              ) : (
                t('shopCenter.noStars')
              )}
            </dd>
          </div>
          <div>
            <dt>{t('shopCenter.visitors')}</dt>
            <dd>{number.format(shop.visitors)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}

/** Balance, frozen amount and listed goods against the tier's limit. */
export function ShopFigures({ shop }: { shop: Shop }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <dl className={styles.figures} data-testid="shop-figures">
      <div>
        <dt>{t('shopCenter.balance')}</dt>
        <dd data-testid="shop-balance">{formatMoney(shop.balance, lang)}</dd>
      </div>
      <div>
        <dt>{t('shopCenter.frozen')}</dt>
        <dd>{formatMoney(shop.frozen, lang)}</dd>
      </div>
      <div>
        <dt>{t('shopCenter.listed')}</dt>
        <dd data-testid="shop-listed">
          {t('shopCenter.listedOf', { n: shop.listedCount, limit: shop.goodsLimit })}
        </dd>
      </div>
    </dl>
  );
}
