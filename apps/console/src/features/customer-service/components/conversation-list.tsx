import { useLiveEvent, useLiveResync } from '@shopkeeper/front-kit/live-stream-react';
import { Badge, Button, Checkbox, Empty, Flex, Segmented, Skeleton, Typography } from 'antd';
import { formatTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import type { Conversation, ConversationFilters } from '../api/chat.ts';
import { useConversations, useRefreshConversations } from '../api/chat.ts';

type State = NonNullable<ConversationFilters['state']>;

/** The conversations, oldest waiting first: who, unread, waiting since, assignee. */
export function ConversationList({
  filters,
  onFilters,
  selected,
  onSelect,
}: {
  filters: ConversationFilters;
  onFilters: (filters: ConversationFilters) => void;
  selected: number | null;
  onSelect: (conversation: Conversation) => void;
}) {
  const { t, lang } = useT();
  const list = useConversations(filters);
  // A message in any conversation moves rows and counts: the list is read again.
  const refresh = useRefreshConversations();
  useLiveEvent('chat', () => void refresh());
  useLiveResync(() => void refresh());

  return (
    <Flex vertical gap={12}>
      <Flex gap={12} wrap align="center" role="search" aria-label={t('chat.filters')}>
        <Segmented<State>
          aria-label={t('chat.stateFilter')}
          value={filters.state ?? 'open'}
          onChange={(state) => onFilters({ ...filters, state })}
          options={[
            { value: 'open', label: t('chat.states.open') },
            { value: 'closed', label: t('chat.states.closed') },
            { value: 'all', label: t('chat.states.all') },
          ]}
        />
        <Checkbox
          checked={filters.mine === true}
          onChange={(e) => onFilters({ ...filters, mine: e.target.checked || undefined })}
        >
          {t('chat.mineOnly')}
        </Checkbox>
      </Flex>
      {list.isLoading ? (
        <Skeleton active />
      ) : list.isError ? (
        <Flex vertical align="start" gap={8} role="alert">
          <Typography.Text type="danger">{t('chat.loadFailed')}</Typography.Text>
          <Button onClick={() => void list.refresh()}>{t('chat.retry')}</Button>
        </Flex>
      ) : list.items.length === 0 ? (
        <Empty description={t('chat.noConversations')} />
      ) : (
        <ul aria-label={t('chat.conversations')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {list.items.map((row) => (
            <li
              key={row.id}
              style={{
                borderBottom: '1px solid #f0f0f0',
                background: row.id === selected ? '#e8f0ff' : undefined,
              }}
            >
              <button
                type="button"
                onClick={() => onSelect(row)}
                aria-current={row.id === selected ? 'true' : undefined}
                data-testid={`conversation-${row.id}`}
                style={{
                  all: 'unset',
                  boxSizing: 'border-box',
                  width: '100%',
                  padding: '10px 12px',
                  cursor: 'pointer',
                }}
              >
                <Flex justify="space-between" align="center" gap={8}>
                  <Typography.Text strong ellipsis>
                    {row.username} · {row.shopName}
                  </Typography.Text>
                  <Badge count={row.unread} title={t('chat.unread', { count: row.unread })} />
                </Flex>
                {row.lastMessage && (
                  <Typography.Text type="secondary" ellipsis style={{ display: 'block' }}>
                    {row.lastMessage.preview}
                  </Typography.Text>
                )}
                <Flex justify="space-between" gap={8} wrap>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {row.waitingSince
                      ? t('chat.waitingSince', { time: formatTime(row.waitingSince, lang) })
                      : row.state === 'closed'
                        ? t('chat.states.closed')
                        : t('chat.answered')}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {row.assignee ? row.assignee.username : t('chat.unassigned')}
                  </Typography.Text>
                </Flex>
              </button>
            </li>
          ))}
        </ul>
      )}
      {list.hasMore && (
        <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
          {t('chat.loadMore')}
        </Button>
      )}
    </Flex>
  );
}
