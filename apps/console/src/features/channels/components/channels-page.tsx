import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, message, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { type Channel, useChannelSwitch, useChannels } from '../api/channels.ts';
import { ChannelDialog } from './channel-dialog.tsx';

/** `/console/channels`: where merchants pay top-ups to — USDT addresses and bank accounts. */
export default function ChannelsPage() {
  const { t, lang } = useT();
  const channels = useChannels();
  const toggle = useChannelSwitch();
  const [editing, setEditing] = useState<Channel | 'new' | null>(null);
  const [toast, toastHolder] = message.useMessage();

  return (
    <>
      {toastHolder}
      <Typography.Paragraph type="secondary">{t('sections.channels.description')}</Typography.Paragraph>
      <Flex vertical gap={16}>
        <div>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('channels.add')}
          </Button>
        </div>
        <Table<Channel>
          rowKey="id"
          dataSource={channels.data?.items ?? []}
          loading={channels.isLoading}
          pagination={false}
          scroll={{ x: true }}
          locale={{ emptyText: t('channels.empty') }}
          columns={[
            {
              key: 'name',
              title: t('channels.name'),
              render: (_, channel) => <Typography.Text strong>{channel.name}</Typography.Text>,
            },
            {
              key: 'kind',
              title: t('channels.kind'),
              render: (_, channel) => <Tag>{t(`channels.kinds.${channel.kind}`)}</Tag>,
            },
            {
              key: 'where',
              title: t('channels.payTo'),
              render: (_, channel) => (
                <Typography.Text copyable style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                  {channel.address ?? channel.bankDetails ?? ''}
                </Typography.Text>
              ),
            },
            {
              key: 'state',
              title: t('channels.state'),
              render: (_, channel) =>
                channel.enabled ? (
                  <Tag color="green">{t('channels.enabled')}</Tag>
                ) : (
                  <Tag>{t('channels.disabled')}</Tag>
                ),
            },
            {
              key: 'created',
              title: t('channels.created'),
              render: (_, channel) => formatTime(channel.createdAt, lang),
            },
            {
              key: 'actions',
              title: t('channels.actions'),
              render: (_, channel) => (
                <Space wrap>
                  <Button size="small" onClick={() => setEditing(channel)}>
                    {t('channels.edit')}
                  </Button>
                  {channel.enabled ? (
                    <Popconfirm
                      title={t('channels.disableConfirm', { name: channel.name })}
                      okText={t('channels.disable')}
                      cancelText={t('users.cancel')}
                      okButtonProps={{ danger: true }}
                      onConfirm={() =>
                        toggle.mutate(
                          { id: channel.id, enable: false },
                          {
                            onSuccess: () =>
                              void toast.success(t('channels.disabledDone', { name: channel.name })),
                          },
                        )
                      }
                    >
                      <Button
                        size="small"
                        danger
                        loading={toggle.isPending && toggle.variables?.id === channel.id}
                      >
                        {t('channels.disable')}
                      </Button>
                    </Popconfirm>
                  ) : (
                    <Button
                      size="small"
                      loading={toggle.isPending && toggle.variables?.id === channel.id}
                      onClick={() =>
                        toggle.mutate(
                          { id: channel.id, enable: true },
                          {
                            onSuccess: () =>
                              void toast.success(t('channels.enabledDone', { name: channel.name })),
                          },
                        )
                      }
                    >
                      {t('channels.enable')}
                    </Button>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Flex>
      {editing ? (
        <ChannelDialog
          channel={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void toast.success(t('channels.saved'));
          }}
        />
      ) : null}
    </>
  );
}
