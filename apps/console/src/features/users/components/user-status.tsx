import type { ConsoleUser } from '@shopkeeper/contract';
import { Flex, Tag, Typography } from 'antd';
import { formatTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';

export { formatTime };

const RESTRICTIONS = [
  ['disabled', 'red'],
  ['withdrawalForbidden', 'orange'],
  ['walletFrozen', 'blue'],
] as const;

/** A tag per restriction with the operator's reason, who set it and when; "Active" when none. */
export function UserStatus({ user }: { user: ConsoleUser }) {
  const { t, lang } = useT();
  const set = RESTRICTIONS.filter(([key]) => user[key] !== null);
  if (set.length === 0) return <Tag color="green">{t('users.status.active')}</Tag>;
  return (
    <Flex vertical gap={6}>
      {set.map(([key, color]) => {
        const restriction = user[key]!;
        return (
          <div key={key}>
            <Tag color={color}>{t(`users.status.${key}`)}</Tag>
            <Typography.Text>{restriction.reason}</Typography.Text>
            <Flex gap={8} wrap>
              {restriction.by ? <Typography.Text type="secondary">{restriction.by}</Typography.Text> : null}
              <Typography.Text type="secondary">{formatTime(restriction.since, lang)}</Typography.Text>
            </Flex>
          </div>
        );
      })}
    </Flex>
  );
}
