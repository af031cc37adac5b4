import Button from 'antd-mobile/es/components/button';
import MessageOutline from 'antd-mobile-icons/es/MessageOutline';
import QuestionCircleOutline from 'antd-mobile-icons/es/QuestionCircleOutline';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PagedList } from '../../../components/list/paged-list.tsx';
import { SkeletonBlock } from '../../../components/page-skeleton.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { type OrderComment, useOrderComments } from '../api/order-comments.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentThread } from './comment-thread.tsx';
import styles from './order-comments.module.css';

function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusMessage
      icon={<QuestionCircleOutline />}
      title={t('orderComment.notFoundTitle')}
      description={t('orderComment.notFoundText')}
    >
      <Button block color="primary" size="large" onClick={() => navigate('/orderList', { replace: true })}>
        {t('orderComment.toOrders')}
      </Button>
    </StatusMessage>
  );
}

/**
 * /orderComment?orderId=: the order's thread (the buyer's review with its stars and
 * signature, the merchant's comments and replies), and the form to comment or reply.
 */
export function OrderCommentScreen({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const valid = Number.isSafeInteger(orderId) && orderId > 0;
  const thread = useOrderComments(orderId);
  const [replyTo, setReplyTo] = useState<Pick<OrderComment, 'id' | 'author'>>();

  if (!valid || (thread.error instanceof ApiError && thread.error.code === 404)) return <NotFound />;

  return (
    <PagedList
      list={thread}
      skeletonTestId="comments-skeleton"
      skeleton={
        <>
          <SkeletonBlock height={140} />
          <SkeletonBlock height={320} />
        </>
      }
      empty={
        <StatusMessage
          icon={<MessageOutline />}
          title={t('orderComment.emptyTitle')}
          description={t('orderComment.emptyText')}
        />
      }
      endTexts={{ loading: t('orderComment.loadingMore'), end: '' }}
      footer={
        <div className={styles.formCard}>
          <CommentForm
            orderId={orderId}
            replyTo={replyTo}
            onCancelReply={() => setReplyTo(undefined)}
            onSent={() => setReplyTo(undefined)}
          />
        </div>
      }
    >
      {(comments, end) => (
        <>
          <CommentThread
            comments={comments}
            replyingTo={replyTo?.id}
            onReply={(comment) => {
              setReplyTo({ id: comment.id, author: comment.author });
              document.getElementById('comment_text')?.focus();
            }}
          />
          {end}
        </>
      )}
    </PagedList>
  );
}
