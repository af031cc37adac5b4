import '../../../lib/antd-react19.ts';
import { ApiError } from '@shopkeeper/client';
import { AMOUNT, ErrorCode, isAmount } from '@shopkeeper/contract';
// Not the contract's index: money.ts there holds zod schemas too, which this screen need not download.
import { fromCents, toCents } from '@shopkeeper/contract/cents';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormCard } from '../../../components/form/form-card.tsx';
import { refusalMessage, textMessage, useFormMessage } from '../../../components/form/form-message.ts';
import { TextField } from '../../../components/form/text-field.tsx';
import { rules, useAppForm } from '../../../components/form/use-app-form.ts';
import notice from '../../../components/notice.module.css';
import { usePinAttempt } from '../../../components/pin-sheet/pin-attempt.ts';
import { PinSheet } from '../../../components/pin-sheet/pin-sheet.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { maskedAccountNumber } from '../../../lib/mask.ts';
import { showToast } from '../../../lib/toast.ts';
import type { ReceivingAccount } from '../../../lib/wallet-queries.ts';
import { useWithdraw } from '../api/withdrawal.ts';
import { AccountPicker } from './account-picker.tsx';
import { formatTime } from './format.ts';
import styles from './withdrawal.module.css';

interface WithdrawValues {
  accountId: string;
  amount: string;
}

const RESTRICTIONS = new Set<number>([ErrorCode.WITHDRAWAL_FORBIDDEN, ErrorCode.WALLET_FROZEN]);

function restrictionMessage(error: ApiError): string {
  const data = (error.data ?? {}) as { reason?: unknown; since?: unknown; date?: unknown };
  const when = typeof data.since === 'string' ? data.since : typeof data.date === 'string' ? data.date : null;
  const key = error.code === ErrorCode.WALLET_FROZEN ? 'withdrawal.walletFrozen' : 'withdrawal.forbidden';
  return textMessage(key, {
    reason: typeof data.reason === 'string' ? data.reason : '—',
    date: when ? formatTime(when) : '—',
  });
}

export interface WithdrawFormProps {
  accounts: ReceivingAccount[];
  /** The available balance, as the API writes it. */
  balance: string;
  /** The operator's minimum, as the API writes it. */
  minimum: string;
  /** The account was deleted meanwhile: the list is fetched again. */
  onAccountGone: () => void;
  /** The identity is no longer verified (409): the screen reads it again and says so. */
  onIdentityNeeded: () => void;
}

/** The minimum a refusal names (405 on the amount with `data.minimum`), if it does. */
function minimumIn(data: unknown): string | undefined {
  const minimum = (data as { minimum?: unknown } | null)?.minimum;
  return typeof minimum === 'string' && /^\d+\.\d{2}$/.test(minimum) ? minimum : undefined;
}

/**
 * Amount and account, checked here (a plain amount, at least the minimum, at most the
 * balance), then a confirmation of what will move where, then the PIN sheet, under one
 * Idempotency-Key per request (usePinAttempt).
 */
export function WithdrawForm({
  accounts,
  balance,
  minimum,
  onAccountGone,
  onIdentityNeeded,
}: WithdrawFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const withdraw = useWithdraw();
  const lang = currentLanguage();
  const [sheetOpen, setSheetOpen] = useState(false);
  const attempt = usePinAttempt();
  const form = useAppForm<WithdrawValues>('withdraw', {
    defaultValues: { accountId: accounts[0] ? String(accounts[0].id) : '', amount: '' },
  });
  const accountError = useFormMessage(form.formState.errors.accountId?.message);

  const amountRules = rules<WithdrawValues>(
    (value) => (value.trim() ? true : 'withdrawal.amountRequired'),
    (value) => (isAmount(value.trim()) ? true : 'withdrawal.amountFormat'),
    (value) =>
      toCents(value) >= toCents(minimum)
        ? true
        : textMessage('withdrawal.belowMinimum', { min: formatMoney(minimum, lang) }),
    (value) => (toCents(value) <= toCents(balance) ? true : 'withdrawal.aboveBalance'),
  );

  const chosen = () => accounts.find((account) => String(account.id) === form.getValues('accountId'));
  const describe = (account: ReceivingAccount | undefined) =>
    account
      ? `${account.type === 'bank_card' ? account.bankName : t(`withdrawal.types.${account.type}`)} ${maskedAccountNumber(account)}`
      : '';

  const confirm = form.handleSubmit(async ({ amount }) => {
    const account = chosen();
    if (!account) return;
    const confirmed = await Dialog.confirm({
      title: t('withdrawal.confirmTitle'),
      'aria-label': t('withdrawal.confirmTitle'),
      content: (
        <dl className={styles.confirm} data-testid="withdraw-confirmation">
          <dt>{t('withdrawal.amount')}</dt>
          <dd>{formatMoney(fromCents(toCents(amount)), lang)}</dd>
          <dt>{t('withdrawal.account')}</dt>
          <dd>{describe(account)}</dd>
        </dl>
      ),
      confirmText: t('withdrawal.confirmContinue'),
      cancelText: t('withdrawal.cancel'),
    });
    if (!confirmed) return;
    attempt.open();
    setSheetOpen(true);
  });

  const refused = (error: ApiError) => {
    if (attempt.refused(error)) return;
    setSheetOpen(false);
    const field = (error.data as { field?: unknown } | null)?.field;
    const belowMinimum = minimumIn(error.data);
    if (belowMinimum) {
      // 405 on the amount naming the operator's minimum (it may have changed since the page loaded).
      const message = textMessage('withdrawal.belowMinimum', { min: formatMoney(belowMinimum, lang) });
      form.setError('amount', { type: 'server', message }, { shouldFocus: true });
    } else if (error.code === ErrorCode.INSUFFICIENT_BALANCE || field === 'amount') {
      form.setError('amount', { type: 'server', message: refusalMessage(error) }, { shouldFocus: true });
    } else if (error.code === ErrorCode.WITHDRAWAL_ACCOUNT_NOT_FOUND || field === 'accountId') {
      form.setError('accountId', { type: 'server', message: refusalMessage(error) });
      onAccountGone();
    } else if (RESTRICTIONS.has(error.code)) {
      form.setError('root.server', { type: 'server', message: restrictionMessage(error) });
    } else if (error.code === ErrorCode.INSUFFICIENT_PERMISSIONS) {
      onIdentityNeeded();
    } else {
      form.showRefusal(error);
    }
  };

  const send = async (payPassword: string) => {
    const { amount, accountId } = form.getValues();
    try {
      const result = await withdraw.mutateAsync({
        amount: amount.trim(),
        accountId: Number(accountId),
        payPassword,
        idempotencyKey: attempt.key(),
      });
      attempt.done();
      setSheetOpen(false);
      void showToast({ icon: 'success', content: t('withdrawal.requested') });
      navigate(`/withdrawals/${result.id}`, { replace: true });
    } catch (error) {
      if (error instanceof ApiError) refused(error);
    }
  };

  const amount = form.watch('amount');
  return (
    <>
      <FormCard
        onSubmit={confirm}
        error={form.formError}
        actions={
          <Button block type="submit" color="primary" size="large" loading={withdraw.isPending}>
            {t('withdrawal.submit')}
          </Button>
        }
      >
        <Controller
          control={form.control}
          name="accountId"
          rules={{ validate: (value) => (value ? true : 'withdrawal.accountRequired') }}
          render={({ field }) => (
            <AccountPicker
              accounts={accounts}
              value={field.value ? Number(field.value) : null}
              onChange={(id) => field.onChange(String(id))}
              invalid={Boolean(accountError)}
              errorId="withdraw_accountId-error"
            />
          )}
        />
        {accountError && (
          <p className={styles.fieldError} id="withdraw_accountId-error" role="alert">
            {accountError}
          </p>
        )}
        <div className={styles.amountRow}>
          <TextField
            {...form.field('amount', { validate: amountRules })}
            label={t('withdrawal.amount')}
            inputMode="decimal"
            autoComplete="off"
            maxLength={AMOUNT.maxLength}
            hint={t('withdrawal.limits', {
              min: formatMoney(minimum, lang),
              available: formatMoney(balance, lang),
            })}
          />
          <button
            type="button"
            className={styles.allButton}
            onClick={() => form.setValue('amount', balance, { shouldValidate: form.formState.isSubmitted })}
          >
            {t('withdrawal.all')}
          </button>
        </div>
        <p className={styles.noFee}>{t('withdrawal.noFee')}</p>
      </FormCard>
      <PinSheet
        visible={sheetOpen}
        title={t('withdrawal.pinTitle')}
        description={t('withdrawal.pinDescription', {
          amount: isAmount(amount.trim()) ? formatMoney(fromCents(toCents(amount)), lang) : amount,
          account: describe(chosen()),
        })}
        busy={withdraw.isPending}
        error={attempt.error}
        onComplete={(pin) => void send(pin)}
        onClose={() => setSheetOpen(false)}
      />
    </>
  );
}

/** Why the merchant cannot withdraw now (the operator's reason and since when), if so. */
export function RestrictionNotice({
  kind,
  restriction,
}: {
  kind: 'forbidden' | 'walletFrozen';
  restriction: { reason: string; since: string };
}) {
  const { t } = useTranslation();
  return (
    <p className={`${notice.danger} ${styles.restriction}`} role="status" data-testid="withdraw-restriction">
      {t(`withdrawal.${kind}`, { reason: restriction.reason, date: formatTime(restriction.since) })}
    </p>
  );
}

/** No PIN yet: say so before the person fills the form, with the way to set one. */
export function PinNotSetNotice() {
  const { t } = useTranslation();
  return (
    <p className={`${notice.warning} ${styles.notice}`} data-testid="pin-not-set">
      {t('withdrawal.pinNotSet')} <Link to="/payPassword">{t('withdrawal.setPin')}</Link>
    </p>
  );
}
