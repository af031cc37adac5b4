import { PlusOutlined } from '@ant-design/icons';
import { LANGUAGE_NAMES } from '@shopkeeper/contract';
import { Button, Flex, Image, message, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useMe } from '../../../lib/use-me.ts';
import { type Banner, useBanners, useDeleteBanner } from '../api/banners.ts';
import { BannerDialog } from './banner-dialog.tsx';

type State = 'live' | 'hidden' | 'scheduled' | 'ended';

/** Whether merchants see a banner now, or why not. */
export function bannerState(banner: Banner, now = Date.now()): State {
  if (!banner.active) return 'hidden';
  if (banner.startsAt && Date.parse(banner.startsAt) > now) return 'scheduled';
  if (banner.endsAt && Date.parse(banner.endsAt) <= now) return 'ended';
  return 'live';
}

const STATE_COLOURS: Record<State, string | undefined> = {
  live: 'green',
  hidden: undefined,
  scheduled: 'blue',
  ended: 'orange',
};

/** `/console/banners`: the store centre's banners — their pictures, links, order, languages and times. */
export default function BannersPage() {
  const { t, lang } = useT();
  const banners = useBanners();
  const remove = useDeleteBanner();
  const fileHost = useMe().data?.fileHost ?? '';
  const [editing, setEditing] = useState<Banner | 'new' | null>(null);
  const [toast, toastHolder] = message.useMessage();

  return (
    <>
      {toastHolder}
      <Typography.Paragraph type="secondary">{t('sections.banners.description')}</Typography.Paragraph>
      <Flex vertical gap={16}>
        <div>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('banners.add')}
          </Button>
        </div>
        <Table<Banner>
          rowKey="id"
          dataSource={banners.data?.items ?? []}
          loading={banners.isLoading}
          pagination={false}
          scroll={{ x: true }}
          locale={{ emptyText: t('banners.empty') }}
          columns={[
            {
              key: 'image',
              title: t('banners.image'),
              render: (_, banner) => (
                <Image src={`${fileHost}${banner.image}`} alt={banner.title} width={150} height={60} />
              ),
            },
            {
              key: 'title',
              title: t('banners.title'),
              render: (_, banner) => (
                <Flex vertical>
                  <Typography.Text strong>{banner.title}</Typography.Text>
                  {banner.link ? <Typography.Text type="secondary">{banner.link}</Typography.Text> : null}
                </Flex>
              ),
            },
            { key: 'order', title: t('banners.order'), dataIndex: 'sortOrder' },
            {
              key: 'languages',
              title: t('banners.languages'),
              render: (_, banner) =>
                banner.languages.length === 0 ? (
                  <Tag>{t('banners.allLanguages')}</Tag>
                ) : (
                  <Space wrap size={4}>
                    {banner.languages.map((code) => (
                      <Tag key={code}>{LANGUAGE_NAMES[code]}</Tag>
                    ))}
                  </Space>
                ),
            },
            {
              key: 'when',
              title: t('banners.when'),
              render: (_, banner) =>
                t('banners.window', {
                  start: banner.startsAt ? formatTime(banner.startsAt, lang) : t('banners.always'),
                  end: banner.endsAt ? formatTime(banner.endsAt, lang) : t('banners.noEnd'),
                }),
            },
            {
              key: 'state',
              title: t('banners.state'),
              render: (_, banner) => {
                const state = bannerState(banner);
                return (
                  <Tag color={STATE_COLOURS[state]} data-testid={`banner-state-${banner.id}`}>
                    {t(`banners.states.${state}`)}
                  </Tag>
                );
              },
            },
            {
              key: 'actions',
              title: t('banners.actions'),
              render: (_, banner) => (
                <Space wrap>
                  <Button size="small" onClick={() => setEditing(banner)}>
                    {t('banners.edit')}
                  </Button>
                  <Popconfirm
                    title={t('banners.deleteConfirm', { title: banner.title })}
                    okText={t('banners.delete')}
                    cancelText={t('users.cancel')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() =>
                      remove.mutate(banner.id, { onSuccess: () => void toast.success(t('banners.deleted')) })
                    }
                  >
                    <Button size="small" danger loading={remove.isPending && remove.variables === banner.id}>
                      {t('banners.delete')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Flex>
      {editing ? (
        <BannerDialog
          banner={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void toast.success(t('banners.saved'));
          }}
        />
      ) : null}
    </>
  );
}
