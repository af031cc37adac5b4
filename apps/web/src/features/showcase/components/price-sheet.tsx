import '../../../lib/antd-react19.ts';
import { ApiError } from '@shopkeeper/client';
import { ErrorCode } from '@shopkeeper/contract';
import { fromCents } from '@shopkeeper/contract/cents';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../../components/form/form-card.tsx';
import { textMessage } from '../../../components/form/form-message.ts';
import { TextField } from '../../../components/form/text-field.tsx';
import { rules, useAppForm } from '../../../components/form/use-app-form.ts';
import { formatMoney } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { priceCents } from '../../../lib/money.ts';
import { showToast } from '../../../lib/toast.ts';
import { type ShowcaseItem, useShowcasePrice } from '../api/showcase.ts';
import styles from './showcase.module.css';

interface PriceValues {
  price: string;
}

/** The cost a 405 on price names (`data.cost`), if it does. */
function costIn(data: unknown): string | undefined {
  const cost = (data as { cost?: unknown } | null)?.cost;
  return typeof cost === 'string' ? cost : undefined;
}

/**
 * Changes an item's selling price, as the warehouse's sheet sets it: the cost, the price now,
 * the new price and the profit per item as it is typed. Below cost is refused here without
 * sending; the server's refusal (the cost may have changed meanwhile) shows on the field.
 */
export function EditPriceSheet({ item, onClose }: { item: ShowcaseItem | null; onClose: () => void }) {
  return (
    <Popup
      visible={item !== null}
      onMaskClick={onClose}
      onClose={onClose}
      destroyOnClose
      bodyClassName={styles.sheet}
    >
      {item && <PriceForm item={item} onDone={onClose} />}
    </Popup>
  );
}

function PriceForm({ item, onDone }: { item: ShowcaseItem; onDone: () => void }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const save = useShowcasePrice();
  const form = useAppForm<PriceValues>('showcaseEditPrice', { defaultValues: { price: item.price } });
  const costCents = priceCents(item.cost) ?? 0;

  const priceRules = rules<PriceValues>(
    (value) => (value.trim() ? true : 'warehouse.priceRequired'),
    (value) => (priceCents(value) !== undefined ? true : 'warehouse.priceFormat'),
    (value) =>
      (priceCents(value) ?? 0) >= costCents
        ? true
        : textMessage('warehouse.belowCost', { cost: formatMoney(item.cost, lang) }),
  );

  const typed = priceCents(form.watch('price') ?? '');
  const profit = typed === undefined ? undefined : fromCents(typed - costCents);

  const submit = form.handleSubmit(async ({ price }) => {
    try {
      await save.mutateAsync({ id: item.id, price: fromCents(priceCents(price) ?? 0) });
      void showToast({ icon: 'success', content: t('showcase.priceSaved', { name: item.name }) });
      onDone();
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      const cost = costIn(error.data);
      if (error.code === ErrorCode.INVALID_PARAMETER && cost !== undefined) {
        const message = textMessage('warehouse.belowCost', { cost: formatMoney(cost, lang) });
        form.setError('price', { type: 'server', message }, { shouldFocus: true });
      } else {
        form.showRefusal(error, { [ErrorCode.INVALID_PARAMETER]: 'price' });
      }
    }
  });

  return (
    <div className={styles.sheetBody} role="dialog" aria-label={t('showcase.priceTitle')}>
      <h2 className={styles.sheetTitle}>{t('showcase.priceTitle')}</h2>
      <p className={styles.sheetName}>{item.name}</p>
      <FormCard
        onSubmit={submit}
        error={form.formError}
        actions={
          <Button block type="submit" color="primary" size="large" loading={save.isPending}>
            {t('showcase.savePrice')}
          </Button>
        }
      >
        <dl className={styles.sheetFigures}>
          <dt>{t('warehouse.cost')}</dt>
          <dd data-testid="sheet-cost">{formatMoney(item.cost, lang)}</dd>
          <dt>{t('showcase.currentPrice')}</dt>
          <dd>{formatMoney(item.price, lang)}</dd>
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
