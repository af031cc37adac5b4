import { fromCents, toCents } from '@shopkeeper/contract';

/** An amount as the operator typed it ("95.5"), checked: positive, at most two decimals. */
const AMOUNT = /^\d{1,11}(\.\d{1,2})?$/;

/** The amount in the wire's two-decimal form ("95.50"), or null when it is not a positive amount. */
export function normaliseAmount(typed: string | undefined): string | null {
  const text = (typed ?? '').trim();
  if (!AMOUNT.test(text)) return null;
  const cents = toCents(text);
  return cents > 0 ? fromCents(cents) : null;
}

/** Likewise for an amount that may be nothing ("0" → "0.00"): a tier's security deposit. */
export function normaliseDeposit(typed: string | undefined): string | null {
  const text = (typed ?? '').trim();
  return AMOUNT.test(text) ? fromCents(toCents(text)) : null;
}
