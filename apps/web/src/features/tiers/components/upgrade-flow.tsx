import '../../../lib/antd-react19.ts';
import { ApiError } from '@shopkeeper/client';
import { ErrorCode } from '@shopkeeper/contract';
import { toCents } from '@shopkeeper/contract/cents';
import { useQueryClient } from '@tanstack/react-query';
import Dialog from 'antd-mobile/es/components/dialog';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { refusalText } from '../../../components/form/form-message.ts';
import { usePinAttempt } from '../../../components/pin-sheet/pin-attempt.ts';
import { PinSheet } from '../../../components/pin-sheet/pin-sheet.tsx';
import { useMe } from '../../../lib/auth.ts';
import { formatMoney, formatTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { showToast } from '../../../lib/toast.ts';
import { useWallet } from '../../../lib/wallet-queries.ts';
import { type Tier, tiersQuery, useUpgrade } from '../api/tiers.ts';
import styles from './tiers.module.css';

/**
 * Moving up a tier: before anything is paid, a confirmation says how much moves from the
 * balance to the held deposit, that it stays held while the tier lasts and comes back if the
 * request is rejected (or, when the balance is short, says so and leads to a top-up); then
 * the PIN sheet, under one Idempotency-Key per request (usePinAttempt): a retry after a lost
 * answer holds nothing twice.
 */
export function useUpgradeFlow(): { start: (tier: Tier) => Promise<void>; sheet: ReactNode } {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = currentLanguage();
  const upgrade = useUpgrade();
  const queryClient = useQueryClient();
  const wallet = useWallet();
  const { data: me } = useMe();
  const [target, setTarget] = useState<Tier | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const attempt = usePinAttempt();
  const money = (amount: string) => formatMoney(amount, lang);
  const name = (tier: Tier) => t(`tiers.${tier.code}`);

  const alert = (content: string) =>
    Dialog.alert({ content, confirmText: t('tierUpgrade.ok'), 'aria-label': content });

  const start = async (tier: Tier) => {
    if (tier.toHold === null) return;
    if (me && !me.payPasswordSet) {
      const go = await Dialog.confirm({
        content: t('tierUpgrade.pinNotSet'),
        confirmText: t('tierUpgrade.setPin'),
        cancelText: t('tierUpgrade.cancel'),
      });
      if (go) navigate('/payPassword');
      return;
    }
    const balance = wallet.data?.balance;
    if (balance !== undefined && toCents(tier.toHold) > toCents(balance)) {
      const go = await Dialog.confirm({
        title: t('tierUpgrade.shortTitle'),
        'aria-label': t('tierUpgrade.shortTitle'),
        content: t('tierUpgrade.short', {
          available: money(balance),
          amount: money(tier.toHold),
          target: name(tier),
        }),
        confirmText: t('tierUpgrade.topUp'),
        cancelText: t('tierUpgrade.cancel'),
      });
      if (go) navigate('/recharge');
      return;
    }
    const nothing = toCents(tier.toHold) === 0;
    const confirmed = await Dialog.confirm({
      title: t('tierUpgrade.confirmTitle', { target: name(tier) }),
      'aria-label': t('tierUpgrade.confirmTitle', { target: name(tier) }),
      content: (
        <div className={styles.confirm} data-testid="upgrade-confirmation">
          {nothing ? (
            <p>{t('tierUpgrade.confirmNothing')}</p>
          ) : (
            <>
              <p className={styles.confirmAmount}>
                {t('tierUpgrade.confirmHold', { amount: money(tier.toHold) })}
              </p>
              <p>{t('tierUpgrade.confirmKept')}</p>
              <p>{t('tierUpgrade.confirmReturned')}</p>
            </>
          )}
          <p>{t('tierUpgrade.confirmReview')}</p>
          {balance !== undefined && (
            <p className={styles.muted}>{t('tierUpgrade.confirmBalance', { available: money(balance) })}</p>
          )}
        </div>
      ),
      confirmText: t('tierUpgrade.confirmContinue'),
      cancelText: t('tierUpgrade.cancel'),
    });
    if (!confirmed) return;
    attempt.begin();
    setTarget(tier);
    setSheetOpen(true);
  };

  const refused = (error: ApiError) => {
    if (attempt.refused(error)) return;
    setSheetOpen(false);
    if (error.code === ErrorCode.INVALID_OPERATION) {
      // The tier or the request changed meanwhile (another device, an operator): show it as it is.
      void queryClient.invalidateQueries({ queryKey: tiersQuery.queryKey });
      void alert(t('tierUpgrade.changed'));
      return;
    }
    if (error.code === ErrorCode.WALLET_FROZEN) {
      const data = (error.data ?? {}) as { reason?: unknown; since?: unknown };
      void alert(
        t('tierUpgrade.walletFrozen', {
          reason: typeof data.reason === 'string' ? data.reason : '—',
          date: typeof data.since === 'string' ? formatTime(data.since, lang) : '—',
        }),
      );
      return;
    }
    void alert(
      refusalText({ code: error.code, data: error.data, msg: error.msg, kind: error.kind }, t, lang),
    );
  };

  const send = async (payPassword: string) => {
    if (!target?.toHold) return;
    try {
      await upgrade.mutateAsync({
        code: target.code,
        hold: target.toHold,
        payPassword,
        idempotencyKey: attempt.key(),
      });
      attempt.done();
      setSheetOpen(false);
      void showToast({ icon: 'success', content: t('tierUpgrade.requested') });
    } catch (error) {
      if (error instanceof ApiError) refused(error);
    }
  };

  const sheet = (
    <PinSheet
      visible={sheetOpen}
      title={t('tierUpgrade.pinTitle')}
      description={
        target?.toHold
          ? t('tierUpgrade.pinDescription', { amount: money(target.toHold), target: name(target) })
          : undefined
      }
      busy={upgrade.isPending}
      error={attempt.pinError}
      onComplete={(pin) => void send(pin)}
      onClose={() => setSheetOpen(false)}
    />
  );
  return { start, sheet };
}
