import { z } from 'zod';
import { withVariant } from '../define.ts';
import { PASSWORD, PIN, USERNAME } from '../limits.ts';

export const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** An id arriving as a query string: plain digits only (no "0x10", "1e3" or " 7"). */
export const queryId = z.coerce
  .string()
  .regex(/^[1-9]\d{0,15}$/)
  .transform(Number)
  .pipe(id);
export const timestamp = z.string().describe('ISO 8601 time');
export const empty = z.strictObject({});
export const nothing = z.null();

export const username = z.string().min(USERNAME.min).max(USERNAME.max).regex(USERNAME.pattern);
/** Length only; whether it is common is checked by the server. */
export const password = z.string().min(PASSWORD.min).max(PASSWORD.max);
/** A 6-digit transaction PIN. */
export const pin = z.string().regex(PIN.pattern, withVariant('digits'));
/** A path returned by /v1/upload/{kind}. */
export const uploadPath = z
  .string()
  .max(200)
  .regex(/^[a-z_]+\/[A-Za-z0-9_-]+\.(jpg|png|webp)$/);
export const shortText = z.string().trim().min(1).max(200);
