import HistogramOutline from 'antd-mobile-icons/es/HistogramOutline';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedList } from '../../../components/list/paged-list.tsx';
import { SkeletonBlock } from '../../../components/page-skeleton.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { formatTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { type CreditMove, type CreditPage, useCreditHistory } from '../api/shop-profile.ts';
import styles from './shop-profile.module.css';

const signed = (points: number) => (points > 0 ? `+${points}` : String(points));

function MoveRow({ move, page }: { move: CreditMove; page: CreditPage }) {
  const { t } = useTranslation();
  // The rule's points did not all apply: the score met an end of its range.
  const capped = move.points !== move.rulePoints;
  return (
    <li className={styles.move} data-testid="credit-move">
      <div className={styles.moveText}>
        <span className={styles.moveRule}>{t(`shopProfile.rules.${move.rule}`)}</span>
        {move.order && (
          <Link to={`/orderList/${move.order.id}`} className={styles.moveOrder}>
            {t('shopProfile.moveOrder', { orderNo: move.order.orderNo })}
          </Link>
        )}
        <span className={styles.muted}>{formatTime(move.at, currentLanguage())}</span>
        {capped && (
          <span className={styles.muted}>
            {t('shopProfile.capped', {
              points: signed(move.rulePoints),
              limit: move.rulePoints > 0 ? page.max : page.min,
            })}
          </span>
        )}
      </div>
      <div className={styles.moveFigures}>
        <span className={styles.movePoints} data-sign={Math.sign(move.points)}>
          {signed(move.points)}
        </span>
        <span className={styles.muted}>{t('shopProfile.scoreAfter', { score: move.scoreAfter })}</span>
      </div>
    </li>
  );
}

/**
 * /shop/credit: the credit score and every move of it, newest first, each with the rule and
 * the order behind it, so the merchant can explain every point.
 */
export function CreditHistoryScreen() {
  const { t } = useTranslation();
  const list = useCreditHistory();
  const first = list.data?.pages[0];
  return (
    <div className={styles.stack}>
      <section className={styles.scoreCard} aria-labelledby="credit-title" data-testid="credit-score">
        <h2 className={styles.scoreLabel} id="credit-title">
          {t('shopProfile.credit')}
        </h2>
        {first ? (
          <p className={styles.score}>
            {t('shopProfile.scoreOutOf', { score: first.score, max: first.max })}
          </p>
        ) : (
          <SkeletonBlock height={40} width={120} />
        )}
        <p className={styles.muted}>{t('shopProfile.creditExplained')}</p>
      </section>
      <PagedList
        list={list}
        skeletonTestId="credit-skeleton"
        skeleton={
          <>
            <SkeletonBlock height={76} />
            <SkeletonBlock height={76} />
            <SkeletonBlock height={76} />
          </>
        }
        empty={
          <StatusMessage
            icon={<HistogramOutline />}
            title={t('shopProfile.noMovesTitle')}
            description={t('shopProfile.noMovesText')}
          />
        }
        endTexts={{ loading: t('shopProfile.loadingMore'), end: t('shopProfile.noMore') }}
      >
        {(items, end) => (
          <>
            <ul className={styles.moves}>
              {items.map((move) => (
                <MoveRow key={move.id} move={move} page={first!} />
              ))}
            </ul>
            {end}
          </>
        )}
      </PagedList>
    </div>
  );
}
