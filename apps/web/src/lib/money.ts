// Not the contract's index: its money.ts holds zod schemas, which this screen need not download.
import { fromCents, toCents } from '@shopkeeper/contract/cents';
import { storage } from './storage.ts';

const PRICE = /^\d{1,9}(?:\.\d{1,2})?$/;

/** A typed price in cents, or undefined while it is not a plain amount ("12", "12.5", "12.50"). */
export function priceCents(typed: string): number | undefined {
  const value = typed.trim();
  return PRICE.test(value) ? toCents(value) : undefined;
}

/** Profit per item as the API writes amounts: selling price − cost, in whole cents. */
export function profitPerItem(price: string, cost: string): string {
  return fromCents(toCents(price) - toCents(cost));
}

/** A goods image as stored (a path under the file host, or a full address). */
export function imageUrl(path: string): string {
  if (/^(https?:|data:|\/)/.test(path)) return path;
  return `${storage.getFileHost() ?? '/files/'}${path}`;
}
