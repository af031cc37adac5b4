import { useTranslation } from 'react-i18next';
import { maskedAccountNumber } from '../../../lib/mask.ts';
import type { ReceivingAccount } from '../../../lib/wallet-queries.ts';
import styles from './withdrawal.module.css';

export interface AccountPickerProps {
  accounts: ReceivingAccount[];
  value: number | null;
  onChange: (id: number) => void;
  errorId?: string;
  invalid?: boolean;
}

/** Which account receives the money: one radio row per account, each a 56 px target. */
export function AccountPicker({ accounts, value, onChange, errorId, invalid }: AccountPickerProps) {
  const { t } = useTranslation();
  return (
    <fieldset
      className={styles.picker}
      aria-describedby={invalid ? errorId : undefined}
      aria-invalid={invalid ? true : undefined}
    >
      <legend className={styles.label}>{t('withdrawal.account')}</legend>
      {accounts.map((account) => (
        <label key={account.id} className={styles.option} data-testid={`pick-account-${account.id}`}>
          <input
            type="radio"
            name="accountId"
            value={account.id}
            checked={value === account.id}
            onChange={() => onChange(account.id)}
          />
          <span className={styles.optionText}>
            <span className={styles.optionTitle}>
              {account.type === 'bank_card' ? account.bankName : t(`withdrawal.types.${account.type}`)}
            </span>
            <span className={styles.optionSub}>
              {maskedAccountNumber(account)}
              {account.accountName ? ` · ${account.accountName}` : ''}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
