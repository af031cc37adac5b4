import { z } from 'zod';

/** Every response body: `{ code, msg, data }`; code 200 is success (docs/protocol.md#envelope). */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export const SUCCESS = 200;

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

/** Request for every list: keyset pagination (docs/protocol.md#pagination). */
export const pageRequest = {
  cursor: z.string().max(200).optional(),
  limit: z.number().int().min(1).max(100).optional(),
};

/** Same, for GET calls whose input arrives as query strings. */
export const pageQuery = {
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
};

export function page<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}
export type Page<T> = { items: T[]; nextCursor: string | null };
