import '../../../lib/antd-react19.ts';
import { ApiError } from '@shopkeeper/client';
import { AMOUNT, ErrorCode, toCents, UPLOAD } from '@shopkeeper/contract';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import PayCircleOutline from 'antd-mobile-icons/es/PayCircleOutline';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormCard } from '../../../components/form/form-card.tsx';
import { textMessage } from '../../../components/form/form-message.ts';
import { TextField } from '../../../components/form/text-field.tsx';
import { useAppForm } from '../../../components/form/use-app-form.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { SkeletonBlock } from '../../../components/page-skeleton.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { showToast } from '../../../lib/toast.ts';
import { type PayChannels, usePayChannels } from '../api/channels.ts';
import { useSubmitTopUp } from '../api/submit-top-up.ts';
import { ChannelDetails } from './channel-details.tsx';
import { ProofField } from './proof-field.tsx';
import styles from './recharge.module.css';

interface TopUpValues {
  amount: string;
  txHash: string;
  proof: File | null;
}

const HASH = { min: 8, max: 128 };

function TopUpForm({ channels }: { channels: PayChannels }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = currentLanguage();
  const [channelId, setChannelId] = useState(channels.items[0]!.id);
  const channel = channels.items.find((c) => c.id === channelId) ?? channels.items[0]!;
  const [progress, setProgress] = useState<number>();
  const submitTopUp = useSubmitTopUp(setProgress);
  const minimum = formatMoney(channels.minDeposit, lang);
  const form = useAppForm<TopUpValues>('topUp', { defaultValues: { amount: '', txHash: '', proof: null } });
  const proof = form.watch('proof');

  useEffect(() => {
    form.register('proof', {
      validate: (file) => {
        if (!(file instanceof File)) return 'recharge.validation.proofRequired';
        if (!(UPLOAD.types as readonly string[]).includes(file.type)) return 'recharge.validation.proofType';
        if (file.size > UPLOAD.maxBytesDefault) {
          return textMessage('recharge.validation.proofSize', { mb: UPLOAD.maxBytesDefault / 1024 / 1024 });
        }
        return true;
      },
    });
  }, [form]);

  const submit = form.handleSubmit(async ({ amount, txHash, proof: file }) => {
    const sure = await Dialog.confirm({
      title: t('recharge.confirmTitle'),
      content: t('recharge.confirmBody', { amount: formatMoney(amount.trim(), lang), channel: channel.name }),
      confirmText: t('recharge.submit'),
      cancelText: t('common.cancel'),
    });
    if (!sure) return;
    setProgress(0);
    try {
      await submitTopUp.mutateAsync({
        channelId: channel.id,
        amount: amount.trim(),
        txHash: txHash.trim(),
        proof: file!,
        idempotencyKey: newIdempotencyKey(),
      });
    } catch (error) {
      setProgress(undefined);
      if (error instanceof ApiError) {
        form.showRefusal(error, {
          [ErrorCode.BELOW_MINIMUM_DEPOSIT]: 'amount',
          [ErrorCode.INVALID_OPERATION]: 'txHash',
        });
      }
      return;
    }
    void showToast({ icon: 'success', content: t('recharge.submitted') });
    navigate('/wallet/topups', { replace: true });
  });

  return (
    <>
      <fieldset className={styles.channels}>
        <legend className={styles.cardTitle}>{t('recharge.channel')}</legend>
        {channels.items.map((item) => (
          <label key={item.id} className={styles.channel} data-checked={item.id === channel.id}>
            <input
              type="radio"
              name="channel"
              value={item.id}
              checked={item.id === channel.id}
              onChange={() => setChannelId(item.id)}
            />
            <span>{item.name}</span>
          </label>
        ))}
      </fieldset>
      <ChannelDetails channel={channel} />
      <FormCard
        title={t('recharge.formTitle')}
        titleId="top-up-title"
        onSubmit={submit}
        error={form.formError}
        actions={
          <Button block type="submit" color="primary" size="large" loading={form.formState.isSubmitting}>
            {t('recharge.submit')}
          </Button>
        }
      >
        <TextField
          {...form.field('amount', {
            validate: (value) => {
              const amount = String(value ?? '').trim();
              if (!amount) return 'recharge.validation.amountRequired';
              if (amount.length > AMOUNT.maxLength || !AMOUNT.pattern.test(amount)) {
                return 'recharge.validation.amountInvalid';
              }
              if (toCents(amount) < toCents(channels.minDeposit)) {
                return textMessage('recharge.validation.belowMinimum', { min: minimum });
              }
              return true;
            },
          })}
          label={t('recharge.amount')}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('recharge.amountPlaceholder', { min: minimum })}
          hint={t('recharge.minimum', { min: minimum })}
        />
        <TextField
          {...form.field('txHash', {
            validate: (value) => {
              const hash = String(value ?? '').trim();
              if (!hash) return 'recharge.validation.txHashRequired';
              if (hash.length < HASH.min || hash.length > HASH.max) {
                return textMessage('recharge.validation.txHashLength', HASH);
              }
              return true;
            },
          })}
          label={t('recharge.txHash')}
          autoComplete="off"
          placeholder={t('recharge.txHashPlaceholder')}
        />
        <ProofField
          id="topUp_proof"
          file={proof}
          onChange={(file) => form.setValue('proof', file, { shouldValidate: form.formState.isSubmitted })}
          error={form.formState.errors.proof?.message}
          progress={progress}
        />
      </FormCard>
      <Link to="/wallet/topups" className={styles.linkRow}>
        {t('recharge.myTopUps')}
      </Link>
    </>
  );
}

/** /recharge: pick a channel, pay outside the app, then declare it with the hash and a proof. */
export function RechargeScreen() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch, isFetching } = usePayChannels();
  if (isPending) {
    return (
      <div className={styles.stack} aria-busy="true">
        <SkeletonBlock height={96} />
        <SkeletonBlock height={220} />
        <SkeletonBlock height={240} />
      </div>
    );
  }
  if (isError) return <LoadError onRetry={() => void refetch()} retrying={isFetching} />;
  if (data.items.length === 0) {
    return <StatusMessage icon={<PayCircleOutline />} title={t('recharge.noChannels')} />;
  }
  return (
    <div className={styles.stack}>
      <TopUpForm channels={data} />
    </div>
  );
}
