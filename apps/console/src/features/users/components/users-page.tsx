import type { ConsoleUser } from '@shopkeeper/contract';
import { Button, Flex, Input, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { LoadMoreButton } from '../../../components/load-more-table.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useMe } from '../../../lib/use-me.ts';
import {
  type LiftAction,
  type RestrictionAction,
  useResetLink,
  useRestrictionChange,
  useUsers,
} from '../api/users.ts';
import { ResetLinkDialog } from './reset-link-dialog.tsx';
import { RestrictionDialog } from './restriction-dialog.tsx';
import { UserDetailDrawer } from './user-detail-drawer.tsx';
import { formatTime, UserStatus } from './user-status.tsx';

/** Which restriction each pair of buttons sets and lifts; wallets are merchants' only. */
const TOGGLES = [
  { field: 'disabled', set: 'disable', lift: 'enable', merchantOnly: false },
  { field: 'withdrawalForbidden', set: 'forbidWithdrawal', lift: 'allowWithdrawal', merchantOnly: true },
  { field: 'walletFrozen', set: 'freezeWallet', lift: 'unfreezeWallet', merchantOnly: true },
] as const satisfies readonly {
  field: keyof ConsoleUser;
  set: RestrictionAction;
  lift: LiftAction;
  merchantOnly: boolean;
}[];

const SEARCH_ID = 'users-search';

/**
 * The merchant a link asked for (`/users?user=7`, from the audit log or a review). Read from
 * the address once, without the router, so the page also stands alone.
 */
function linkedUserId(): number | null {
  const id = Number(new URLSearchParams(window.location.search).get('user'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
/** Read by screen readers, not drawn: the row's new tags already show the change. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
} as const;

/** `/console/users`: find accounts, restrict them with a reason, lift restrictions, hand out reset links. */
export default function UsersPage() {
  const { t, lang } = useT();
  const me = useMe();
  const [search, setSearch] = useState('');
  const users = useUsers(search);
  const change = useRestrictionChange();
  const resetLink = useResetLink();
  const [asking, setAsking] = useState<{ user: ConsoleUser; action: RestrictionAction } | null>(null);
  const [shownLink, setShownLink] = useState<{
    username: string;
    link: { path: string; expiresAt: string };
  } | null>(null);
  const [saved, setSaved] = useState(false);
  const [shown, setShown] = useState<{ userId: number; username?: string } | null>(() => {
    const userId = linkedUserId();
    return userId ? { userId } : null;
  });

  const run = (args: Parameters<typeof change.mutate>[0]) => {
    setSaved(false);
    change.mutate(args, {
      onSuccess: () => {
        setAsking(null);
        setSaved(true);
      },
    });
  };

  const actionsFor = (user: ConsoleUser) => {
    if (user.id === me.data?.id) return null;
    return (
      <Space wrap size={[8, 8]}>
        {TOGGLES.filter((toggle) => !toggle.merchantOnly || user.role === 'merchant').map((toggle) =>
          user[toggle.field] === null ? (
            <Button
              key={toggle.set}
              size="small"
              danger
              onClick={() => setAsking({ user, action: toggle.set })}
            >
              {t(`users.actions.${toggle.set}`)}
            </Button>
          ) : (
            <Button
              key={toggle.lift}
              size="small"
              loading={change.isPending && change.variables?.action === toggle.lift}
              onClick={() => run({ userId: user.id, action: toggle.lift })}
            >
              {t(`users.actions.${toggle.lift}`)}
            </Button>
          ),
        )}
        {user.role === 'merchant' ? (
          <Button
            size="small"
            loading={resetLink.isPending && resetLink.variables === user.id}
            onClick={() =>
              resetLink.mutate(user.id, {
                onSuccess: (link) => setShownLink({ username: user.username, link }),
              })
            }
          >
            {t('users.actions.resetLink')}
          </Button>
        ) : null}
      </Space>
    );
  };

  return (
    <>
      {/* The layout's level-one heading names the section. */}
      <Typography.Paragraph type="secondary">{t('sections.users.description')}</Typography.Paragraph>
      <Flex vertical gap={16}>
        <Flex vertical gap={4} style={{ maxWidth: 360 }}>
          <label htmlFor={SEARCH_ID}>{t('users.searchLabel')}</label>
          <Input.Search
            id={SEARCH_ID}
            allowClear
            placeholder={t('users.searchPlaceholder')}
            maxLength={64}
            onSearch={(value) => setSearch(value.trim())}
          />
        </Flex>
        <Table<ConsoleUser>
          rowKey="id"
          dataSource={users.items}
          loading={users.isLoading}
          pagination={false}
          locale={{ emptyText: t('users.empty') }}
          columns={[
            {
              key: 'username',
              title: t('users.columns.username'),
              render: (_, user) =>
                user.role === 'merchant' ? (
                  <Button
                    type="link"
                    style={{ padding: 0, fontWeight: 600 }}
                    onClick={() => setShown({ userId: user.id, username: user.username })}
                  >
                    {user.username}
                  </Button>
                ) : (
                  <Typography.Text strong>{user.username}</Typography.Text>
                ),
            },
            {
              key: 'role',
              title: t('users.columns.role'),
              render: (_, user) => <Tag>{t(`users.roles.${user.role}`)}</Tag>,
            },
            {
              key: 'status',
              title: t('users.columns.status'),
              render: (_, user) => <UserStatus user={user} />,
            },
            {
              key: 'joined',
              title: t('users.columns.joined'),
              render: (_, user) => formatTime(user.createdAt, lang),
            },
            {
              // Who brought the merchant in: the merchant whose invitation code they signed up with.
              key: 'invitedBy',
              title: t('users.columns.invitedBy'),
              render: (_, user) => user.invitedBy?.username ?? '—',
            },
            { key: 'actions', title: t('users.columns.actions'), render: (_, user) => actionsFor(user) },
          ]}
        />
        <LoadMoreButton query={users} text={t('users.loadMore')} />
        <span role="status" style={VISUALLY_HIDDEN}>
          {saved ? t('users.saved') : ''}
        </span>
      </Flex>
      {asking ? (
        <RestrictionDialog
          user={asking.user}
          action={asking.action}
          busy={change.isPending}
          onSubmit={(reason) => run({ userId: asking.user.id, action: asking.action, reason })}
          onCancel={() => setAsking(null)}
        />
      ) : null}
      {shown ? (
        <UserDetailDrawer userId={shown.userId} username={shown.username} onClose={() => setShown(null)} />
      ) : null}
      {shownLink ? (
        <ResetLinkDialog
          username={shownLink.username}
          link={shownLink.link}
          onClose={() => setShownLink(null)}
        />
      ) : null}
    </>
  );
}
