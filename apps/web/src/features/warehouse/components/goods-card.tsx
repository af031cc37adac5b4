import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { pictureLoading } from '../../../components/card/picture-loading.ts';
import { formatMoney } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { imageUrl, profitPerItem } from '../../../lib/money.ts';
import type { Goods } from '../api/warehouse.ts';
import styles from './warehouse.module.css';

/** One warehouse item: picture, name, number, what it costs, what it may sell for, and Add. */
export function GoodsCard({
  goods,
  onAdd,
  index = Number.POSITIVE_INFINITY,
}: {
  goods: Goods;
  onAdd: (goods: Goods) => void;
  /** Its place in the list: the first few pictures load at once (picture-loading.ts). */
  index?: number;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const image = goods.images[0];
  return (
    <article className={styles.card} data-testid={`goods-${goods.id}`} aria-label={goods.name}>
      <div className={styles.picture}>
        {image ? (
          <img src={imageUrl(image)} alt={goods.name} {...pictureLoading(index)} decoding="async" />
        ) : null}
      </div>
      <div className={styles.details}>
        <h3 className={styles.name}>{goods.name}</h3>
        <p className={styles.productNo}>{t('warehouse.productNo', { no: goods.productNo })}</p>
        <dl className={styles.prices}>
          <dt>{t('pricing.cost')}</dt>
          <dd>{formatMoney(goods.cost, lang)}</dd>
          <dt>{t('warehouse.suggestedPrice')}</dt>
          <dd>{formatMoney(goods.suggestedPrice, lang)}</dd>
          <dt>{t('pricing.profit')}</dt>
          <dd className={styles.profit}>
            {formatMoney(profitPerItem(goods.suggestedPrice, goods.cost), lang)}
          </dd>
        </dl>
        <div className={styles.actions}>
          {goods.inShowcase ? (
            <span className={styles.badge}>{t('warehouse.inShowcase')}</span>
          ) : goods.stockStatus === 'out_of_stock' ? (
            <span className={styles.soldOut}>{t('warehouse.outOfStock')}</span>
          ) : (
            <Button
              size="small"
              color="primary"
              className={styles.add}
              onClick={() => onAdd(goods)}
              aria-label={t('warehouse.addNamed', { name: goods.name })}
            >
              {t('warehouse.add')}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
