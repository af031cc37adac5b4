/** A moment as people read it in the console's language ("21 Nov 2026, 14:05"). */
export function formatTime(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * A wire amount ("1234.50") grouped as the language writes numbers ("1,234.50", "1 234,50").
 * Intl formats the decimal string itself (exactly, as a string, never through a float).
 */
export function formatMoney(amount: string, lang: string): string {
  let format = moneyFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    moneyFormats.set(lang, format);
  }
  return format.format(amount as Intl.StringNumericLiteral);
}

/**
 * An amount in its currency as the language writes it ("$1,234.50", "1 234,50 €"), two decimals
 * always (amounts are cents). A code Intl does not know shows after the number.
 */
export function formatCurrency(amount: string, currency: string, lang: string): string {
  try {
    return new Intl.NumberFormat(lang, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(amount as Intl.StringNumericLiteral);
  } catch {
    return `${formatMoney(amount, lang)} ${currency}`;
  }
}
