import '../../lib/antd-react19.ts';
import { ApiError } from '@shopkeeper/client';
import { ErrorCode } from '@shopkeeper/contract';
import { fromCents } from '@shopkeeper/contract/cents';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { priceCents } from '../../lib/money.ts';
import { showToast } from '../../lib/toast.ts';
import { FormCard } from '../form/form-card.tsx';
import { type FormMessageKey, textMessage } from '../form/form-message.ts';
import { TextField } from '../form/text-field.tsx';
import { rules, useAppForm } from '../form/use-app-form.ts';
import styles from './price-sheet.module.css';

interface PriceValues {
  price: string;
}

/** What the sheet prices: its name, its cost, the price to start at and one figure to compare. */
export interface Priced {
  name: string;
  /** The wholesale cost; the price may not go below it. */
  cost: string;
  /** The price the field starts at. */
  startPrice: string;
  /** The figure shown under the cost (the price now, the suggested price). */
  reference: { label: string; amount: string };
}

export interface PriceSheetProps {
  /** What is being priced; null when the sheet is closed. */
  priced: Priced | null;
  onClose: () => void;
  /** Names the field's id (`<formName>_price`). */
  formName: string;
  title: string;
  submitLabel: string;
  /** Sends the price (two decimals); resolves once the server kept it. */
  save: (price: string) => Promise<unknown>;
  /** The toast once it is kept. */
  savedText: string;
  /** A refusal the caller words itself, shown above the field; undefined leaves it to the sheet. */
  formRefusal?: (error: ApiError) => FormMessageKey | undefined;
}

/** The cost a 405 on price names (`data.cost`), if it does. */
function costIn(data: unknown): string | undefined {
  const cost = (data as { cost?: unknown } | null)?.cost;
  return typeof cost === 'string' ? cost : undefined;
}

/**
 * Sets a selling price: the cost, one figure to compare, the price and the profit per item as
 * it is typed. A price below cost is refused here without sending; the server's refusal of the
 * price (the cost may have changed meanwhile) shows on the field, and the sheet stays open.
 */
export function PriceSheet({ priced, onClose, ...form }: PriceSheetProps) {
  return (
    <Popup
      visible={priced !== null}
      onMaskClick={onClose}
      onClose={onClose}
      destroyOnClose
      bodyClassName={styles.sheet}
    >
      {priced && <PriceForm priced={priced} onDone={onClose} {...form} />}
    </Popup>
  );
}

function PriceForm({
  priced,
  onDone,
  formName,
  title,
  submitLabel,
  save,
  savedText,
  formRefusal,
}: Omit<PriceSheetProps, 'priced' | 'onClose'> & { priced: Priced; onDone: () => void }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const form = useAppForm<PriceValues>(formName, { defaultValues: { price: priced.startPrice } });
  const costCents = priceCents(priced.cost) ?? 0;
  const { reset } = form;
  useEffect(() => reset({ price: priced.startPrice }), [priced.startPrice, reset]);

  const priceRules = rules<PriceValues>(
    (value) => (value.trim() ? true : 'pricing.priceRequired'),
    (value) => (priceCents(value) !== undefined ? true : 'pricing.priceFormat'),
    (value) =>
      (priceCents(value) ?? 0) >= costCents
        ? true
        : textMessage('pricing.belowCost', { cost: formatMoney(priced.cost, lang) }),
  );

  const typed = priceCents(form.watch('price') ?? '');
  const profit = typed === undefined ? undefined : fromCents(typed - costCents);

  const submit = form.handleSubmit(async ({ price }) => {
    try {
      await save(fromCents(priceCents(price) ?? 0));
      void showToast({ icon: 'success', content: savedText });
      onDone();
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      const worded = formRefusal?.(error);
      const cost = costIn(error.data);
      if (worded !== undefined) {
        form.setError('root.server', { type: 'server', message: worded });
      } else if (error.code === ErrorCode.INVALID_PARAMETER && cost !== undefined) {
        const message = textMessage('pricing.belowCost', { cost: formatMoney(cost, lang) });
        form.setError('price', { type: 'server', message }, { shouldFocus: true });
      } else {
        // 405 on the price goes under the field; anything else above it.
        form.showRefusal(error, { [ErrorCode.INVALID_PARAMETER]: 'price' });
      }
    }
  });

  return (
    <div className={styles.sheetBody} role="dialog" aria-label={title}>
      <h2 className={styles.sheetTitle}>{title}</h2>
      <p className={styles.sheetName}>{priced.name}</p>
      <FormCard
        onSubmit={submit}
        error={form.formError}
        actions={
          <Button block type="submit" color="primary" size="large" loading={form.formState.isSubmitting}>
            {submitLabel}
          </Button>
        }
      >
        <dl className={styles.sheetFigures}>
          <dt>{t('pricing.cost')}</dt>
          <dd data-testid="sheet-cost">{formatMoney(priced.cost, lang)}</dd>
          <dt>{priced.reference.label}</dt>
          <dd>{formatMoney(priced.reference.amount, lang)}</dd>
        </dl>
        <TextField
          {...form.field('price', { validate: priceRules })}
          label={t('pricing.sellingPrice')}
          inputMode="decimal"
          autoComplete="off"
        />
        <p className={styles.sheetProfit} aria-live="polite">
          <span>{t('pricing.profit')}</span>
          <strong data-testid="sheet-profit" data-negative={typed !== undefined && typed < costCents}>
            {profit === undefined ? '—' : formatMoney(profit, lang)}
          </strong>
        </p>
      </FormCard>
    </div>
  );
}
