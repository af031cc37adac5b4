import { useTranslation } from 'react-i18next';
import { PriceSheet } from '../../../components/price-sheet/price-sheet.tsx';
import { type ShowcaseItem, useShowcasePrice } from '../api/showcase.ts';

/**
 * Changes an item's selling price, starting at the price now, or at the cost when the price is
 * below it (the least it may be raised to).
 */
export function EditPriceSheet({ item, onClose }: { item: ShowcaseItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useShowcasePrice();
  return (
    <PriceSheet
      priced={
        item && {
          name: item.name,
          cost: item.cost,
          startPrice: item.belowCost ? item.cost : item.price,
          reference: { label: t('showcase.currentPrice'), amount: item.price },
        }
      }
      onClose={onClose}
      formName="showcaseEditPrice"
      title={t('showcase.priceTitle')}
      submitLabel={t('showcase.savePrice')}
      save={(price) => save.mutateAsync({ id: item?.id ?? 0, price })}
      savedText={t('showcase.priceSaved', { name: item?.name ?? '' })}
    />
  );
}
