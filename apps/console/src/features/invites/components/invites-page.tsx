import { Button, Card, Flex, Form, InputNumber, Segmented, Tag, Typography } from 'antd';
import { useState } from 'react';
import { LoadMoreTable } from '../../../components/load-more-table.tsx';
import { MerchantLink } from '../../../components/merchant-link.tsx';
import { formatTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { type ConsoleInvite, type InviteFilter, useCreateInvites, useInvites } from '../api/invites.ts';
import { CreatedCodesDialog } from './created-codes-dialog.tsx';

const FILTERS: readonly InviteFilter[] = ['all', 'unused', 'used'];
/** The contract's bounds. */
const MAX_COUNT = 50;
const MAX_DAYS = 365;

type CreateValues = { count: number; validDays?: number | null };

/** `/console/invites`: platform invite codes to hand out, and who signed up with each. */
export default function InvitesPage() {
  const { t, lang } = useT();
  const [filter, setFilter] = useState<InviteFilter>('all');
  const invites = useInvites(filter);
  const create = useCreateInvites();
  const [created, setCreated] = useState<ConsoleInvite[] | null>(null);

  const submit = ({ count, validDays }: CreateValues) =>
    create.mutate(
      { count, ...(validDays ? { validDays } : {}) },
      { onSuccess: ({ items }) => setCreated(items) },
    );

  return (
    <>
      <Typography.Paragraph type="secondary">{t('sections.invites.description')}</Typography.Paragraph>
      <Flex vertical gap={16}>
        <Card size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('invites.createTitle')}</h2>}>
          <Form<CreateValues>
            layout="inline"
            requiredMark={false}
            initialValues={{ count: 1 }}
            onFinish={submit}
            disabled={create.isPending}
          >
            <Form.Item
              name="count"
              label={t('invites.count')}
              rules={[
                {
                  required: true,
                  type: 'integer',
                  min: 1,
                  max: MAX_COUNT,
                  message: t('invites.countInvalid'),
                },
              ]}
            >
              <InputNumber min={1} max={MAX_COUNT} precision={0} />
            </Form.Item>
            <Form.Item
              name="validDays"
              label={t('invites.validDays')}
              tooltip={t('invites.validDaysHelp')}
              rules={[{ type: 'integer', min: 1, max: MAX_DAYS, message: t('invites.validDaysInvalid') }]}
            >
              <InputNumber min={1} max={MAX_DAYS} precision={0} placeholder={t('invites.noExpiry')} />
            </Form.Item>
            <Form.Item>
              <Button type="primary" htmlType="submit" loading={create.isPending}>
                {t('invites.create')}
              </Button>
            </Form.Item>
          </Form>
        </Card>

        <Segmented<InviteFilter>
          aria-label={t('invites.filter')}
          value={filter}
          onChange={setFilter}
          options={FILTERS.map((value) => ({ value, label: t(`invites.filters.${value}`) }))}
        />
        <LoadMoreTable<ConsoleInvite>
          query={invites}
          emptyText={t('invites.empty')}
          loadMoreText={t('invites.loadMore')}
          columns={[
            {
              key: 'code',
              title: t('invites.columns.code'),
              render: (_, invite) => (
                <Typography.Text code copyable>
                  {invite.code}
                </Typography.Text>
              ),
            },
            {
              key: 'by',
              title: t('invites.columns.createdBy'),
              render: (_, invite) =>
                invite.createdBy ?? <Typography.Text type="secondary">{t('invites.system')}</Typography.Text>,
            },
            {
              // A merchant's invitation names the friend it is for; platform codes name nobody.
              key: 'invitee',
              title: t('invites.columns.invitee'),
              render: (_, invite) => invite.inviteeUsername,
            },
            {
              key: 'created',
              title: t('invites.columns.created'),
              render: (_, invite) => formatTime(invite.createdAt, lang),
            },
            {
              key: 'expires',
              title: t('invites.columns.expires'),
              render: (_, invite) =>
                invite.expiresAt ? formatTime(invite.expiresAt, lang) : t('invites.never'),
            },
            {
              key: 'usedBy',
              title: t('invites.columns.usedBy'),
              render: (_, invite) =>
                invite.usedBy ? (
                  <MerchantLink userId={invite.usedBy.id} username={invite.usedBy.username} />
                ) : (
                  <Tag color="blue">{t('invites.unused')}</Tag>
                ),
            },
            {
              key: 'usedAt',
              title: t('invites.columns.usedAt'),
              render: (_, invite) => (invite.usedAt ? formatTime(invite.usedAt, lang) : ''),
            },
          ]}
        />
      </Flex>
      {created ? <CreatedCodesDialog invites={created} onClose={() => setCreated(null)} /> : null}
    </>
  );
}
