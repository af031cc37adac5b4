import { formatMoney } from '@shopkeeper/front-kit/format';
import type { TextKey, Texts } from './types.ts';

/** A text with its `{name}` placeholders filled; a missing value leaves the placeholder. */
export function format(texts: Texts, key: TextKey, values: Record<string, string | number> = {}): string {
  return texts[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** An amount as the API sends it ("12.50") in its currency, as the buyer's language writes it. */
export const money = (amount: string, currency: string, lang: string) => formatMoney(amount, lang, currency);

/** A time the same on the server and in the browser (hydration must match): UTC, to the minute. */
export const utcTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** A link inside the storefront, keeping the chosen language. */
export function href(path: string, langParam: string | null): string {
  return langParam ? `${path}?lang=${encodeURIComponent(langParam)}` : path;
}

/** An uploaded file's URL. */
export const fileUrl = (fileHost: string, path: string) => `${fileHost}${path}`;
