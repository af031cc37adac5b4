import '../../../lib/antd-react19.ts';
import { ApiError } from '@shopkeeper/client';
import { ErrorCode } from '@shopkeeper/contract';
import { fromCents } from '@shopkeeper/contract/cents';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../../components/form/form-card.tsx';
import { refusalMessage, textMessage } from '../../../components/form/form-message.ts';
import { TextField } from '../../../components/form/text-field.tsx';
import { rules, useAppForm } from '../../../components/form/use-app-form.ts';
import { formatMoney } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { priceCents } from '../../../lib/money.ts';
import { showToast } from '../../../lib/toast.ts';
import { type Goods, useShowcaseAdd } from '../api/warehouse.ts';
import styles from './warehouse.module.css';

interface PriceValues {
  price: string;
}

/**
 * The limit a 452 names, if it does. The contract does not declare the refusal's data: read
 * `limit`, or `goodsLimit` as the showcase list calls it.
 */
function limitIn(data: unknown): number | undefined {
  const named = data as { limit?: unknown; goodsLimit?: unknown } | null;
  const limit = named?.limit ?? named?.goodsLimit;
  return typeof limit === 'number' ? limit : undefined;
}

export interface PriceSheetProps {
  /** The goods being added; null when the sheet is closed. */
  goods: Goods | null;
  onClose: () => void;
}

/**
 * Adds one item to the showcase at a price the merchant sets: the cost, the price (the
 * suggested one to start with) and the profit per item as it is typed. A price below cost is
 * refused here, without sending; the server's refusals stay in the sheet where the person looks.
 */
export function PriceSheet({ goods, onClose }: PriceSheetProps) {
  return (
    <Popup
      visible={goods !== null}
      onMaskClick={onClose}
      onClose={onClose}
      destroyOnClose
      bodyClassName={styles.sheet}
    >
      {goods && <PriceForm goods={goods} onDone={onClose} />}
    </Popup>
  );
}

function PriceForm({ goods, onDone }: { goods: Goods; onDone: () => void }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const add = useShowcaseAdd();
  const form = useAppForm<PriceValues>('showcasePrice', { defaultValues: { price: goods.suggestedPrice } });
  const costCents = priceCents(goods.cost) ?? 0;
  const { reset } = form;
  useEffect(() => reset({ price: goods.suggestedPrice }), [goods, reset]);

  const priceRules = rules<PriceValues>(
    (value) => (value.trim() ? true : 'warehouse.priceRequired'),
    (value) => (priceCents(value) !== undefined ? true : 'warehouse.priceFormat'),
    (value) =>
      (priceCents(value) ?? 0) >= costCents
        ? true
        : textMessage('warehouse.belowCost', { cost: formatMoney(goods.cost, lang) }),
  );

  const typed = priceCents(form.watch('price') ?? '');
  const profit = typed === undefined ? undefined : fromCents(typed - costCents);

  const submit = form.handleSubmit(async ({ price }) => {
    try {
      await add.mutateAsync({ goodsId: goods.id, price: fromCents(priceCents(price) ?? 0) });
      void showToast({ icon: 'success', content: t('warehouse.added', { name: goods.name }) });
      onDone();
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      const limit = limitIn(error.data);
      if (error.code === ErrorCode.SHOWCASE_MAXIMUM) {
        const message =
          limit === undefined ? refusalMessage(error) : textMessage('warehouse.showcaseFull', { limit });
        form.setError('root.server', { type: 'server', message });
      } else {
        // 405 on the price (below cost, say) goes under the field; anything else above it.
        form.showRefusal(error, { [ErrorCode.INVALID_PARAMETER]: 'price' });
      }
    }
  });

  return (
    <div className={styles.sheetBody} role="dialog" aria-label={t('warehouse.sheetTitle')}>
      <h2 className={styles.sheetTitle}>{t('warehouse.sheetTitle')}</h2>
      <p className={styles.sheetName}>{goods.name}</p>
      <FormCard
        onSubmit={submit}
        error={form.formError}
        actions={
          <Button block type="submit" color="primary" size="large" loading={add.isPending}>
            {t('warehouse.confirmAdd')}
          </Button>
        }
      >
        <dl className={styles.sheetFigures}>
          <dt>{t('warehouse.cost')}</dt>
          <dd data-testid="sheet-cost">{formatMoney(goods.cost, lang)}</dd>
          <dt>{t('warehouse.suggestedPrice')}</dt>
          <dd>{formatMoney(goods.suggestedPrice, lang)}</dd>
        </dl>
        <TextField
          {...form.field('price', { validate: priceRules })}
          label={t('warehouse.sellingPrice')}
          inputMode="decimal"
          autoComplete="off"
        />
        <p className={styles.sheetProfit} aria-live="polite">
          <span>{t('warehouse.profit')}</span>
          <strong data-testid="sheet-profit" data-negative={typed !== undefined && typed < costCents}>
            {profit === undefined ? '—' : formatMoney(profit, lang)}
          </strong>
        </p>
      </FormCard>
    </div>
  );
}
