import type { Language } from '@shopkeeper/contract';

/**
 * A wire amount ("1234.50") for display ("1,234.50", "1 234,50", ...). The string goes to
 * Intl as a decimal string, so no binary float is ever made of an amount.
 */
export function formatMoney(amount: string, lang: Language): string {
  return new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    amount as Intl.StringNumericLiteral,
  );
}
