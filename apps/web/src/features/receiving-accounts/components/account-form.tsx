import { ApiError } from '@shopkeeper/client';
import { ErrorCode, WITHDRAWAL_ACCOUNTS_MAX } from '@shopkeeper/contract';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormCard } from '../../../components/form/form-card.tsx';
import { refusalMessage, textMessage } from '../../../components/form/form-message.ts';
import { TextField } from '../../../components/form/text-field.tsx';
import { rules, useAppForm } from '../../../components/form/use-app-form.ts';
import { useGoBack } from '../../../components/layouts/page-layout.tsx';
import notice from '../../../components/notice.module.css';
import { showToast } from '../../../lib/toast.ts';
import type { AccountType, ReceivingAccount } from '../../../lib/wallet-queries.ts';
import type { AccountInput } from '../api/accounts.ts';
import { type AccountValues, accountRules, cardDigits } from './account-rules.ts';
import styles from './accounts.module.css';

const TYPES: AccountType[] = ['bank_card', 'trx_usdt', 'eth_usdt'];

function toInput(values: AccountValues): AccountInput {
  const optional = (value: string) => value.trim() || undefined;
  if (values.type === 'bank_card') {
    return {
      type: 'bank_card',
      accountName: values.accountName.trim(),
      bankName: values.bankName.trim(),
      cardNumber: cardDigits(values.cardNumber),
      branchNumber: optional(values.branchNumber),
    };
  }
  return {
    type: values.type,
    walletAddress: values.walletAddress.trim(),
    walletNote: optional(values.walletNote),
  };
}

/** The field a refusal names (`account.walletAddress` on edit), as this form calls it. */
function namedField(error: ApiError): keyof AccountValues | undefined {
  const field = (error.data as { field?: unknown } | null)?.field;
  if (typeof field !== 'string') return undefined;
  const leaf = field.split('.').pop() as keyof AccountValues;
  return leaf in accountRules ? leaf : undefined;
}

function countIn(data: unknown): number {
  const values = (data ?? {}) as Record<string, unknown>;
  const count = values.max ?? values.item ?? values.count;
  return typeof count === 'number' ? count : WITHDRAWAL_ACCOUNTS_MAX;
}

export interface AccountFormProps {
  /** The account being edited; none to add one. */
  account?: ReceivingAccount;
  /** The verified real name (a bank card's holder must carry it); null when not verified. */
  verifiedName: string | null;
  save: (input: AccountInput) => Promise<unknown>;
}

/**
 * Add or edit a receiving account: a bank card (holder name — the verified name, filled in —
 * bank, card number, branch) or a USDT wallet on TRON or Ethereum (address, note). Refusals
 * land where they belong: the holder name that is not the verified one under that field,
 * the maximum of accounts and "verify first" above the fields, with what to do next.
 */
export function AccountForm({ account, verifiedName, save }: AccountFormProps) {
  const { t } = useTranslation();
  const goBack = useGoBack('/bankCards');
  const [limitReached, setLimitReached] = useState(false);
  const [needsIdentity, setNeedsIdentity] = useState(false);
  const form = useAppForm<AccountValues>('account', {
    defaultValues: {
      type: account?.type ?? 'bank_card',
      accountName: account?.accountName ?? verifiedName ?? '',
      bankName: account?.bankName ?? '',
      cardNumber: account?.cardNumber ?? '',
      branchNumber: account?.branchNumber ?? '',
      walletAddress: account?.walletAddress ?? '',
      walletNote: account?.walletNote ?? '',
    },
  });
  const type = form.watch('type');

  const showAccountRefusal = (error: ApiError) => {
    if (error.kind === 'aborted') return;
    const field = namedField(error);
    if (error.code === ErrorCode.PAYMENT_ACCOUNTS_MAXIMUM) {
      setLimitReached(true);
      form.setError('root.server', {
        type: 'server',
        message: textMessage('bankCards.limitReached', { max: countIn(error.data) }),
      });
    } else if (error.code === ErrorCode.INSUFFICIENT_PERMISSIONS) {
      // A bank card needs a verified identity: its holder name is checked against it.
      setNeedsIdentity(true);
      form.setError('root.server', { type: 'server', message: 'bankCards.identityRequired' });
    } else if (field === 'accountName' && error.code === ErrorCode.INVALID_PARAMETER) {
      const message = verifiedName
        ? textMessage('bankCards.nameMismatch', { name: verifiedName })
        : 'bankCards.identityRequired';
      form.setError('accountName', { type: 'server', message }, { shouldFocus: true });
    } else if (field) {
      form.setError(field, { type: 'server', message: refusalMessage(error) }, { shouldFocus: true });
    } else {
      form.showRefusal(error);
    }
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await save(toInput(values));
    } catch (error) {
      if (error instanceof ApiError) showAccountRefusal(error);
      return;
    }
    void showToast({ icon: 'success', content: t(account ? 'bankCards.saved' : 'bankCards.added') });
    goBack();
  });

  const text = (
    name: Exclude<keyof AccountValues, 'type'>,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      {...form.field(name, { validate: rules<AccountValues>(accountRules[name]) })}
      label={t(`bankCards.fields.${name}`)}
      autoComplete="off"
      {...extra}
    />
  );

  return (
    // The screen's heading already says "add" or "edit"; the form repeats none of it.
    <FormCard
      onSubmit={submit}
      error={form.formError}
      actions={
        <>
          {needsIdentity && (
            <p className={`${notice.warning} ${styles.notice}`}>
              <Link to="/identity">{t('bankCards.verifyLink')}</Link>
            </p>
          )}
          <Button
            block
            type="submit"
            color="primary"
            size="large"
            loading={form.formState.isSubmitting}
            disabled={limitReached}
          >
            {t('bankCards.save')}
          </Button>
        </>
      }
    >
      <fieldset className={styles.segments}>
        <legend>{t('bankCards.typeLabel')}</legend>
        {TYPES.map((option) => (
          <label key={option} className={styles.segment}>
            <input type="radio" value={option} {...form.register('type')} />
            {t(`bankCards.types.${option}`)}
          </label>
        ))}
      </fieldset>
      {type === 'bank_card' ? (
        <>
          {!verifiedName && (
            <p className={`${notice.warning} ${styles.notice}`} data-testid="verify-first">
              {t('bankCards.verifyFirst')} <Link to="/identity">{t('bankCards.verifyLink')}</Link>
            </p>
          )}
          {text('accountName', {
            hint: verifiedName ? t('bankCards.accountNameHint') : undefined,
            maxLength: 64,
            autoComplete: 'name',
          })}
          {text('bankName', { maxLength: 64 })}
          {text('cardNumber', { inputMode: 'numeric', maxLength: 40 })}
          {text('branchNumber', { maxLength: 32, hint: t('bankCards.optional') })}
        </>
      ) : (
        <>
          {text('walletAddress', { maxLength: 128, hint: t(`bankCards.addressHint.${type}`) })}
          {text('walletNote', { maxLength: 100, hint: t('bankCards.optional') })}
        </>
      )}
    </FormCard>
  );
}
