import type { CallOutput, calls } from '@shopkeeper/contract';
import { Descriptions, Tag, Typography } from 'antd';
import { useT } from '../lib/i18n.ts';

export type ReceivingAccount = CallOutput<typeof calls.consoleUsersAccounts>['items'][number];

const Copyable = ({ text }: { text: string }) => (
  <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
    {text}
  </Typography.Text>
);

/** Where a payout goes, every detail copyable: a bank card, or a USDT wallet on its network. */
export function ReceivingAccountDetails({ account }: { account: ReceivingAccount }) {
  const { t } = useT();
  const item = (label: string, value: string | null) =>
    value ? (
      <Descriptions.Item key={label} label={label}>
        <Copyable text={value} />
      </Descriptions.Item>
    ) : null;
  return (
    <Descriptions column={1} size="small" bordered>
      <Descriptions.Item label={t('withdrawals.account.type')}>
        <Tag>{t(`withdrawals.account.types.${account.type}`)}</Tag>
      </Descriptions.Item>
      {account.type === 'bank_card'
        ? [
            item(t('withdrawals.account.accountName'), account.accountName),
            item(t('withdrawals.account.bankName'), account.bankName),
            item(t('withdrawals.account.cardNumber'), account.cardNumber),
            item(t('withdrawals.account.branchNumber'), account.branchNumber),
          ]
        : [
            item(t('withdrawals.account.walletAddress'), account.walletAddress),
            item(t('withdrawals.account.walletNote'), account.walletNote),
          ]}
    </Descriptions>
  );
}

/** The account in one line for a table: the bank and the card's last digits, or the address's ends. */
export function accountSummary(account: ReceivingAccount): string {
  if (account.type === 'bank_card') {
    return `${account.bankName ?? ''} ···${(account.cardNumber ?? '').slice(-4)}`.trim();
  }
  const address = account.walletAddress ?? '';
  return address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-6)}` : address;
}
