/**
 * How every screen shows money and moments: in the reader's language, money with its currency
 * when the screen knows it, moments in the reader's own time zone. Amounts stay the wire's
 * decimal strings ("1234.50") all the way into Intl, so no binary float is ever made of one.
 */

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(lang: string, currency: string | undefined): Intl.NumberFormat {
  const key = `${lang}|${currency ?? ''}`;
  let format = numberFormats.get(key);
  if (!format) {
    // Two decimals always: amounts are cents, whatever a currency's usual digits.
    const digits = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;
    format = new Intl.NumberFormat(lang, currency ? { ...digits, style: 'currency', currency } : digits);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * An amount as the reader's language writes it: with its currency ("$13.90", "13,90 $US"), or
 * grouped alone ("1,234.50", "1 234,50") where the screen has no currency to name. A code Intl
 * does not know follows the number.
 */
export function formatMoney(amount: string, lang: string, currency?: string): string {
  const value = amount as Intl.StringNumericLiteral;
  try {
    return numberFormat(lang, currency).format(value);
  } catch {
    return `${numberFormat(lang, undefined).format(value)} ${currency}`;
  }
}

/**
 * A moment as the reader's language writes it ("Nov 21, 2026, 2:05 PM"), in the reader's own
 * time zone: no zone is forced, so the browser's is used.
 */
export function formatTime(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
