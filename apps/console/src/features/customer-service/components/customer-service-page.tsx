import { Col, Empty, Row, Tabs } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../../lib/i18n.ts';
import type { ConversationFilters } from '../api/chat.ts';
import { ChatSettings } from './chat-settings.tsx';
import { ConversationList } from './conversation-list.tsx';
import { ConversationView } from './conversation-view.tsx';

/**
 * Real-time chat with merchants (docs/decisions/033-live-stream-client.md): the conversations
 * on the left, the chosen one (`?c=`) on the right; the team's hours and canned replies in
 * their own tab.
 */
export default function CustomerServicePage() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState<ConversationFilters>({ state: 'open' });
  const selected = Number(params.get('c')) || null;

  return (
    <Tabs
      items={[
        {
          key: 'conversations',
          label: t('chat.conversations'),
          children: (
            <Row gutter={[24, 24]}>
              <Col xs={24} lg={9}>
                <ConversationList
                  filters={filters}
                  onFilters={setFilters}
                  selected={selected}
                  onSelect={(row) => setParams({ c: String(row.id) })}
                />
              </Col>
              <Col xs={24} lg={15}>
                {selected ? (
                  <ConversationView key={selected} conversationId={selected} />
                ) : (
                  <Empty description={t('chat.pick')} />
                )}
              </Col>
            </Row>
          ),
        },
        { key: 'settings', label: t('chat.settings'), children: <ChatSettings /> },
      ]}
    />
  );
}
