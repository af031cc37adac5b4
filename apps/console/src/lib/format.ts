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
