import type { ChatMessage } from '@shopkeeper/contract';
import { Button, Empty, Flex, Image, Select, Skeleton, Tag, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { userHref } from '../../../components/merchant-link.tsx';
import { formatTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useAssign, useCloseConversation, useOperators } from '../api/chat.ts';
import { type PendingReply, useConversation } from '../api/use-conversation.ts';
import { ReplyBox } from './reply-box.tsx';

/** Where Fulfilment lists one merchant's orders (it searches by merchant username). */
export const ordersHref = (username: string) => `/fulfilment?search=${encodeURIComponent(username)}`;

function Bubble({ message }: { message: ChatMessage }) {
  const { t, lang } = useT();
  if (message.from === 'system') {
    return (
      <Typography.Text type="secondary" style={{ alignSelf: 'center', fontSize: 12 }}>
        {message.text}
      </Typography.Text>
    );
  }
  const team = message.from === 'operator';
  return (
    <div
      data-testid="console-message"
      data-seq={message.seq}
      style={{ alignSelf: team ? 'flex-end' : 'flex-start', maxWidth: '75%' }}
    >
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {team ? (message.operatorName ?? t('chat.team')) : t('chat.merchant')} ·{' '}
        {formatTime(message.at, lang)}
      </Typography.Text>
      <div
        style={{
          padding: '8px 12px',
          borderRadius: 8,
          background: team ? '#e8f0ff' : '#f5f5f5',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {message.image ? (
          <Image src={message.image.url} alt={t('chat.imageAlt')} width={200} />
        ) : (
          message.text
        )}
      </div>
    </div>
  );
}

function PendingBubble({ item, onRetry }: { item: PendingReply; onRetry: () => void }) {
  const { t } = useT();
  return (
    <div
      data-testid="console-message"
      data-state={item.state}
      style={{ alignSelf: 'flex-end', maxWidth: '75%', opacity: 0.75 }}
    >
      <div style={{ padding: '8px 12px', borderRadius: 8, background: '#e8f0ff', whiteSpace: 'pre-wrap' }}>
        {item.image ? (
          <Image src={item.image.url} alt={t('chat.imageAlt')} width={200} preview={false} />
        ) : (
          item.text
        )}
      </div>
      {item.state === 'sending' ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('chat.sending')}
        </Typography.Text>
      ) : (
        <Flex gap={8} align="center" role="alert">
          <Typography.Text type="danger" style={{ fontSize: 12 }}>
            {t('chat.notSent')}
          </Typography.Text>
          <Button size="small" onClick={onRetry}>
            {t('chat.retry')}
          </Button>
        </Flex>
      )}
    </div>
  );
}

/** One conversation: who it is with and their money a click away, the messages, the reply. */
export function ConversationView({ conversationId }: { conversationId: number }) {
  const { t } = useT();
  const thread = useConversation(conversationId);
  const operators = useOperators();
  const assign = useAssign();
  const close = useCloseConversation();
  const { conversation } = thread;
  const bottom = useRef<HTMLDivElement>(null);
  const newest = `${thread.messages.at(-1)?.seq ?? 0}:${thread.pending.length}`;

  // Braces, not a concise arrow: newer Chromium's scrollIntoView returns a promise, which React
  // would take for the effect's cleanup and call, taking the whole page down.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the newest message as it arrives
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [newest]);

  if (thread.status === 'loading') return <Skeleton active />;
  if (thread.status === 'error' || !conversation) {
    return (
      <Flex vertical align="start" gap={8} role="alert">
        <Typography.Text type="danger">{t('chat.loadFailed')}</Typography.Text>
        <Button onClick={() => void thread.reload()}>{t('chat.retry')}</Button>
      </Flex>
    );
  }

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Flex vertical>
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            {conversation.username} · {conversation.shopName}{' '}
            <Tag color={conversation.state === 'open' ? 'green' : 'default'}>
              {t(`chat.states.${conversation.state}`)}
            </Tag>
          </Typography.Title>
          <Flex gap={12}>
            <Link to={ordersHref(conversation.username)}>{t('chat.orders')}</Link>
            <Link to={userHref(conversation.userId)}>{t('chat.wallet')}</Link>
          </Flex>
        </Flex>
        <Flex gap={8} align="center" wrap>
          <Select<number | 'nobody'>
            aria-label={t('chat.assignee')}
            style={{ minWidth: 180 }}
            value={conversation.assignee?.id ?? 'nobody'}
            loading={operators.isLoading || assign.isPending}
            options={[
              { value: 'nobody', label: t('chat.unassigned') },
              ...(operators.data ?? []).map((operator) => ({ value: operator.id, label: operator.username })),
            ]}
            onChange={(value) =>
              assign.mutate(
                { conversationId, operatorId: value === 'nobody' ? null : value },
                { onSuccess: thread.setConversation },
              )
            }
          />
          {conversation.state === 'open' && (
            <Button
              danger
              loading={close.isPending}
              onClick={() => close.mutate(conversationId, { onSuccess: thread.setConversation })}
            >
              {t('chat.close')}
            </Button>
          )}
        </Flex>
      </Flex>

      <div
        style={{
          maxHeight: '55vh',
          overflowY: 'auto',
          display: 'flex',
          flexDirection: 'column',
          gap: 8,
          padding: 8,
          border: '1px solid #f0f0f0',
          borderRadius: 8,
        }}
        aria-label={t('chat.messages')}
        role="log"
      >
        {thread.olderExist && (
          <Button
            type="link"
            loading={thread.loadingOlder}
            onClick={() => void thread.loadOlder()}
            style={{ alignSelf: 'center' }}
          >
            {t('chat.loadOlder')}
          </Button>
        )}
        {thread.messages.length === 0 && thread.pending.length === 0 && (
          <Empty description={t('chat.noMessages')} />
        )}
        {thread.messages.map((message) => (
          <Bubble key={message.seq} message={message} />
        ))}
        {thread.pending.map((item) => (
          <PendingBubble key={item.clientId} item={item} onRetry={() => thread.retry(item.clientId)} />
        ))}
        <div ref={bottom} />
      </div>

      <ReplyBox onSend={thread.send} />
    </Flex>
  );
}
