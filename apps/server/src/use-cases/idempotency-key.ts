import { idempotencyKeyFrom } from '../modules/wallet/service.ts';

/** An Idempotency-Key header as the request carried it (decision 013). */
export type IdempotencyKeyHeader = string | string[] | undefined;

/** The key, checked (405 `Idempotency-Key` when malformed); undefined when the client sent none. */
export const checkedIdempotencyKey = (header: IdempotencyKeyHeader): string | undefined =>
  idempotencyKeyFrom({ 'idempotency-key': header });
