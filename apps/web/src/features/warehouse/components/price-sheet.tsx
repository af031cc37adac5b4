import type { ApiError } from '@shopkeeper/client';
import { ErrorCode } from '@shopkeeper/contract';
import { useTranslation } from 'react-i18next';
import { refusalMessage, textMessage } from '../../../components/form/form-message.ts';
import { PriceSheet } from '../../../components/price-sheet/price-sheet.tsx';
import { type Goods, useShowcaseAdd } from '../api/warehouse.ts';

/**
 * The limit a 452 names, if it does. The contract does not declare the refusal's data: read
 * `limit`, or `goodsLimit` as the showcase list calls it.
 */
function limitIn(data: unknown): number | undefined {
  const named = data as { limit?: unknown; goodsLimit?: unknown } | null;
  const limit = named?.limit ?? named?.goodsLimit;
  return typeof limit === 'number' ? limit : undefined;
}

/** A full showcase (452) is said above the field, naming the limit when the server does. */
function showcaseFull(error: ApiError): string | undefined {
  if (error.code !== ErrorCode.SHOWCASE_MAXIMUM) return undefined;
  const limit = limitIn(error.data);
  return limit === undefined ? refusalMessage(error) : textMessage('warehouse.showcaseFull', { limit });
}

export interface AddSheetProps {
  /** The goods being added; null when the sheet is closed. */
  goods: Goods | null;
  onClose: () => void;
}

/** Adds one item to the showcase at a price the merchant sets, starting at the suggested one. */
export function AddSheet({ goods, onClose }: AddSheetProps) {
  const { t } = useTranslation();
  const add = useShowcaseAdd();
  return (
    <PriceSheet
      priced={
        goods && {
          name: goods.name,
          cost: goods.cost,
          startPrice: goods.suggestedPrice,
          reference: { label: t('warehouse.suggestedPrice'), amount: goods.suggestedPrice },
        }
      }
      onClose={onClose}
      formName="showcasePrice"
      title={t('warehouse.sheetTitle')}
      submitLabel={t('warehouse.confirmAdd')}
      save={(price) => add.mutateAsync({ goodsId: goods?.id ?? 0, price })}
      savedText={t('warehouse.added', { name: goods?.name ?? '' })}
      formRefusal={showcaseFull}
    />
  );
}
