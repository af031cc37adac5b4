import Button from 'antd-mobile/es/components/button';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pictureLoading } from '../../../components/card/picture-loading.ts';
import { formatMoney } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { imageUrl, profitPerItem } from '../../../lib/money.ts';
import type { ShowcaseItem } from '../api/showcase.ts';
import styles from './showcase.module.css';

export interface ShowcaseCardProps {
  item: ShowcaseItem;
  /** The card's buttons (the showcase), under the figures. */
  actions?: ReactNode;
  /** In the manage screen, a checkbox before the picture instead of buttons. */
  select?: { checked: boolean; disabled: boolean; onChange: (checked: boolean) => void };
  /** Opens the price sheet from the below-cost warning (the showcase; not the manage screen). */
  onRaisePrice?: (item: ShowcaseItem) => void;
  /** Its place in the list: the first few pictures load at once (picture-loading.ts). */
  index?: number;
}

/**
 * One showcase item: picture, name, number, selling price, cost, profit, clicks and reviews (which
 * open the product's reviews).
 * Priced below the goods' current cost (an operator raised it), it says buyers cannot order it
 * and offers the price sheet right there.
 */
export function ShowcaseCard({
  item,
  actions,
  select,
  onRaisePrice,
  index = Number.POSITIVE_INFINITY,
}: ShowcaseCardProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const profit = profitPerItem(item.price, item.cost);
  const checkId = useId();
  const body = (
    <>
      {select && (
        <input
          id={checkId}
          type="checkbox"
          className={styles.check}
          checked={select.checked}
          disabled={select.disabled}
          onChange={(event) => select.onChange(event.target.checked)}
          aria-label={t('showcase.selectNamed', { name: item.name })}
        />
      )}
      <div className={styles.picture}>
        {item.image ? (
          <img src={imageUrl(item.image)} alt={item.name} {...pictureLoading(index)} decoding="async" />
        ) : null}
      </div>
      <div className={styles.details}>
        <h3 className={styles.name}>{item.name}</h3>
        <p className={styles.productNo}>{t('warehouse.productNo', { no: item.productNo })}</p>
        <dl className={styles.prices}>
          <dt>{t('showcase.price')}</dt>
          <dd data-testid="card-price">{formatMoney(item.price, lang)}</dd>
          <dt>{t('pricing.cost')}</dt>
          <dd>{formatMoney(item.cost, lang)}</dd>
          <dt>{t('pricing.profit')}</dt>
          <dd className={styles.profit} data-negative={profit.startsWith('-')}>
            {formatMoney(profit, lang)}
          </dd>
        </dl>
        <p className={styles.stats}>
          <span>{t('showcase.clicks', { n: item.clicks })}</span>
          {/* The manage screen's card is one checkbox label: a link inside it would fight the tap. */}
          {item.commentCount > 0 && !select ? (
            <Link
              className={styles.reviews}
              to={`/goodsList/reviews?goodsId=${item.goodsId}`}
              aria-label={t('showcase.commentsNamed', { name: item.name, n: item.commentCount })}
            >
              {t('showcase.comments', { n: item.commentCount })}
            </Link>
          ) : (
            <span>{t('showcase.comments', { n: item.commentCount })}</span>
          )}
        </p>
      </div>
    </>
  );
  return (
    <article className={styles.card} data-testid={`showcase-${item.id}`} aria-label={item.name}>
      {select ? (
        <label htmlFor={checkId} className={styles.top}>
          {body}
        </label>
      ) : (
        <div className={styles.top}>{body}</div>
      )}
      {item.belowCost && (
        <div className={styles.belowCost} data-testid="below-cost">
          <p>{t('showcase.belowCost')}</p>
          {onRaisePrice && (
            <Button
              size="small"
              color="primary"
              className={styles.action}
              onClick={() => onRaisePrice(item)}
              aria-label={t('showcase.raisePriceNamed', { name: item.name })}
            >
              {t('showcase.raisePrice')}
            </Button>
          )}
        </div>
      )}
      {actions && <div className={styles.actions}>{actions}</div>}
    </article>
  );
}
