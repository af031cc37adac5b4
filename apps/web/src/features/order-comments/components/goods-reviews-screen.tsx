import MessageOutline from 'antd-mobile-icons/es/MessageOutline';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedList } from '../../../components/list/paged-list.tsx';
import { SkeletonBlock } from '../../../components/page-skeleton.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useGoodsReviews } from '../api/order-comments.ts';
import { CommentBody } from './comment-thread.tsx';
import styles from './order-comments.module.css';

/**
 * /goodsList/reviews?goodsId=: what the showcase's review count opens. Buyers' reviews of one
 * product, newest first, each as its order's thread shows it; the merchant replies in that
 * thread, one tap away.
 */
export function GoodsReviewsScreen({ goodsId }: { goodsId: number }) {
  const { t } = useTranslation();
  const reviews = useGoodsReviews(goodsId);
  return (
    <PagedList
      list={reviews}
      skeletonTestId="reviews-skeleton"
      skeleton={
        <>
          <SkeletonBlock height={160} />
          <SkeletonBlock height={160} />
        </>
      }
      empty={
        <StatusMessage
          icon={<MessageOutline />}
          title={t('orderComment.emptyTitle')}
          description={t('orderComment.goodsEmptyText')}
        />
      }
      endTexts={{ loading: t('orderComment.loadingMore'), end: '' }}
    >
      {(items, end) => (
        <>
          <ol className={styles.thread} aria-label={t('screens.goodsReviews')}>
            {items.map((review) => (
              <li key={review.id} className={styles.comment} data-testid={`review-${review.id}`}>
                <CommentBody comment={review} />
                <Link className={styles.openOrder} to={`/orderComment?orderId=${review.orderId}`}>
                  {t('orderComment.openOrder')}
                </Link>
              </li>
            ))}
          </ol>
          {end}
        </>
      )}
    </PagedList>
  );
}
