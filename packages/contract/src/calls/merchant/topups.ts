import { z } from 'zod';
import { defineCall } from '../../define.ts';
import { reviewStatus } from '../../enums.ts';
import { page, pageRequest } from '../../envelope.ts';
import { money } from '../../money.ts';
import { id, timestamp } from '../common.ts';

/** Where a merchant pays a top-up from outside: a USDT network or a bank transfer. */
export const CHANNEL_KINDS = ['usdt_trc20', 'usdt_erc20', 'bank'] as const;
export const channelKind = z.enum(CHANNEL_KINDS);

/** A top-up channel as the operator configures it. */
export const topUpChannel = z.object({
  id,
  kind: channelKind,
  name: z.string(),
  address: z.string().nullable(),
  bankDetails: z.string().nullable(),
  enabled: z.boolean(),
  createdAt: timestamp,
});

/** A merchant's top-up: what they declared and what the operator decided. */
export const topUp = z.object({
  id,
  channelId: id,
  channelKind,
  channelName: z.string(),
  /** What the merchant declared. */
  amount: money,
  /** What was credited (the amount actually received); null until approved. */
  creditedAmount: money.nullable(),
  txHash: z.string(),
  /** The proof image's upload path (private: its owner and operators read it). */
  proof: z.string(),
  status: reviewStatus,
  /** The operator's reason for a rejection. */
  reason: z.string().nullable(),
  createdAt: timestamp,
  reviewedAt: timestamp.nullable(),
});

export const topUpList = defineCall({
  path: '/v1/order/channel/list',
  method: 'POST',
  auth: 'merchant',
  summary:
    'The merchant’s top-ups, newest first, with their state and a rejection’s reason; `status` filters',
  input: z.strictObject({ ...pageRequest, status: reviewStatus.optional() }),
  output: page(topUp),
});

export const topUpDetail = defineCall({
  path: '/v1/order/channel/detail',
  method: 'POST',
  auth: 'merchant',
  summary: 'One of the merchant’s top-ups (404 for another merchant’s)',
  input: z.strictObject({ id }),
  output: topUp,
});
