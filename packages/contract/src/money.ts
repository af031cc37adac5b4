import { z } from 'zod';
import { AMOUNT as AMOUNT_INPUT } from './limits.ts';

export { type Cents, fromCents, toCents } from './cents.ts';

/** Largest amount we accept: 10^13 - 1 cents keeps every sum far inside Number.MAX_SAFE_INTEGER. */
export const MAX_CENTS = 9_999_999_999_999;

/**
 * A money amount as the API accepts it: positive, at most two decimals. One pattern (not a
 * pattern plus a refine): zod runs later checks even after an earlier one fails.
 */
export const moneyInput = z.string().max(AMOUNT_INPUT.maxLength).regex(AMOUNT_INPUT.pattern);

/** A money amount as the API returns it: always two decimals, may be negative (flows). */
export const money = z.string().regex(/^-?\d+\.\d{2}$/);
