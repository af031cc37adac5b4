import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import '../../../lib/antd-react19.ts';
import { ErrorCode } from '@shopkeeper/contract';
// Not the contract's index: money.ts there holds zod schemas too, which this screen need not download.
import { toCents } from '@shopkeeper/contract/cents';
import { useQueryClient } from '@tanstack/react-query';
import Dialog from 'antd-mobile/es/components/dialog';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { refusalText } from '../../../components/form/form-message.ts';
import notice from '../../../components/notice.module.css';
import { isPinRefusal, type PinRefusal } from '../../../components/pin-sheet/pin-refusal.ts';
import { PinSheet } from '../../../components/pin-sheet/pin-sheet.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { showToast } from '../../../lib/toast.ts';
import { idList, payAmountQuery, usePayOrders } from '../api/orders.ts';
import styles from './orders.module.css';

/** What the screen says after a payment was refused outside the PIN sheet. */
type PayOutcome =
  | { kind: 'balance' }
  | { kind: 'stale' }
  | { kind: 'refusal'; error: Pick<ApiError, 'code' | 'data' | 'msg' | 'kind'> };

interface Priced {
  orderIds: number[];
  amount: string;
  balance: string;
}

/**
 * Paying orders' cost (one card's or a selection): the total and the balance read afresh
 * from GET /v1/order/pay/amount and confirmed, then the PIN sheet. Each attempt carries its
 * own Idempotency-Key: a retry after a lost answer (the same orders) pays nothing twice;
 * after a refusal (nothing written) the next try gets a new one. A wrong PIN, a PIN still
 * being checked (202) and a lost answer stay in the sheet; "balance not enough" (424) leads to
 * topping up; an order no longer waiting for payment (203) refreshes the list.
 */
export function useOrderPay({ onPaid }: { onPaid?: () => void } = {}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const pay = usePayOrders();
  const [priced, setPriced] = useState<Priced | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [pinError, setPinError] = useState<PinRefusal | null>(null);
  const [outcome, setOutcome] = useState<PayOutcome | null>(null);
  const [pricing, setPricing] = useState(false);
  // The key of the attempt under way, and which orders it pays: other orders, another key.
  const attempt = useRef<{ key: string; ids: string } | null>(null);

  const start = async (orderIds: number[]) => {
    if (orderIds.length === 0) return;
    setOutcome(null);
    setPricing(true);
    let answer: { amount: string; balance: string; orders: number };
    try {
      answer = await queryClient.fetchQuery({ ...payAmountQuery(orderIds), staleTime: 0 });
    } catch (error) {
      if (error instanceof ApiError) setOutcome({ kind: 'refusal', error });
      return;
    } finally {
      setPricing(false);
    }
    // The balance cannot cover it: say so and offer topping up, instead of asking for the PIN.
    const short = toCents(answer.balance) < toCents(answer.amount);
    const confirmed = await Dialog.confirm({
      title: t('orders.confirmTitle'),
      'aria-label': t('orders.confirmTitle'),
      content: (
        <>
          <dl className={styles.confirm} data-testid="pay-confirmation">
            <dt>{t('orders.confirmOrders')}</dt>
            <dd>{orderIds.length}</dd>
            <dt>{t('orders.confirmTotal')}</dt>
            <dd data-testid="pay-confirmation-total">{formatMoney(answer.amount, lang)}</dd>
            <dt>{t('orders.confirmBalance')}</dt>
            <dd data-testid="pay-confirmation-balance">{formatMoney(answer.balance, lang)}</dd>
          </dl>
          {short && (
            <p className={`${notice.warning} ${styles.confirmShort}`} role="alert">
              {t('orders.balanceLow')}
            </p>
          )}
        </>
      ),
      confirmText: short ? t('orders.topUp') : t('orders.confirmContinue'),
      cancelText: t('orders.cancel'),
    });
    if (!confirmed) return;
    if (short) {
      navigate('/recharge');
      return;
    }
    const ids = idList(orderIds);
    if (attempt.current?.ids !== ids) attempt.current = { key: newIdempotencyKey(), ids };
    setPriced({ orderIds, amount: answer.amount, balance: answer.balance });
    setPinError(null);
    setSheetOpen(true);
  };

  const refused = (error: ApiError, ids: string) => {
    // A refusal wrote nothing: the next try is a new request with a new key.
    if (error.kind === 'business' || error.kind === 'server') attempt.current = null;
    if (isPinRefusal(error) || error.kind === 'timeout' || error.kind === 'network') {
      attempt.current ??= { key: newIdempotencyKey(), ids };
      setPinError(error);
      return;
    }
    setSheetOpen(false);
    if (error.code === ErrorCode.INSUFFICIENT_BALANCE) {
      setOutcome({ kind: 'balance' });
    } else if (error.code === ErrorCode.INVALID_OPERATION) {
      setOutcome({ kind: 'stale' });
      void pay.refresh();
    } else {
      setOutcome({ kind: 'refusal', error });
    }
  };

  const send = async (payPassword: string) => {
    if (!priced) return;
    const ids = idList(priced.orderIds);
    if (attempt.current?.ids !== ids) attempt.current = { key: newIdempotencyKey(), ids };
    try {
      const result = await pay.mutateAsync({
        orderIds: priced.orderIds,
        payPassword,
        idempotencyKey: attempt.current.key,
      });
      attempt.current = null;
      setSheetOpen(false);
      void showToast({
        icon: 'success',
        content: t('orders.paid', { n: result.paid, amount: formatMoney(result.amount, lang) }),
      });
      onPaid?.();
    } catch (error) {
      if (error instanceof ApiError) refused(error, ids);
    }
  };

  const message: ReactNode = outcome ? (
    <PayMessage outcome={outcome} onClose={() => setOutcome(null)} />
  ) : null;

  const sheet = (
    <PinSheet
      visible={sheetOpen}
      title={t('orders.pinTitle')}
      description={
        priced
          ? t('orders.pinDescription', {
              n: priced.orderIds.length,
              amount: formatMoney(priced.amount, lang),
            })
          : undefined
      }
      busy={pay.isPending}
      error={pinError}
      onComplete={(pin) => void send(pin)}
      onClose={() => setSheetOpen(false)}
    />
  );

  return { start, busy: pricing || pay.isPending, message, sheet };
}

function PayMessage({ outcome, onClose }: { outcome: PayOutcome; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const text =
    outcome.kind === 'balance'
      ? t('orders.balanceLow')
      : outcome.kind === 'stale'
        ? t('orders.noLongerPending')
        : refusalText(outcome.error, t, lang);
  return (
    <div
      className={`${outcome.kind === 'refusal' ? notice.danger : notice.warning} ${styles.payMessage}`}
      role="alert"
      data-testid="pay-message"
    >
      <span>
        {text} {outcome.kind === 'balance' && <Link to="/recharge">{t('orders.topUp')}</Link>}
      </span>
      <button type="button" className={styles.dismiss} onClick={onClose} aria-label={t('orders.dismiss')}>
        ×
      </button>
    </div>
  );
}
