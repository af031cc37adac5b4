import { z } from 'zod';
import { defineCall } from '../../define.ts';
import { reviewStatus } from '../../enums.ts';
import { page, pageRequest } from '../../envelope.ts';
import { moneyInput } from '../../money.ts';
import { id } from '../common.ts';
import { channelKind, topUp, topUpChannel } from '../merchant/topups.ts';

/** The console's row: the top-up and whose it is. */
export const consoleTopUp = topUp.extend({ userId: id, username: z.string(), reviewerId: id.nullable() });

export const consoleTopupList = defineCall({
  path: '/console/v1/topup/list',
  method: 'POST',
  auth: 'operator',
  summary: 'Top-ups, newest first; `status` filters (pending is the review queue)',
  input: z.strictObject({ ...pageRequest, status: reviewStatus.optional() }),
  output: page(consoleTopUp),
});

export const consoleTopupApprove = defineCall({
  path: '/console/v1/topup/approve',
  method: 'POST',
  auth: 'operator',
  summary: 'Approve a pending top-up: credits the amount actually received (default the declared one), once',
  input: z.strictObject({ id, amount: moneyInput.optional() }),
  output: consoleTopUp,
});

export const consoleTopupReject = defineCall({
  path: '/console/v1/topup/reject',
  method: 'POST',
  auth: 'operator',
  summary: 'Reject a pending top-up with a reason the merchant reads',
  input: z.strictObject({ id, reason: z.string().trim().min(1).max(500) }),
  output: consoleTopUp,
});

const channelFields = {
  kind: channelKind,
  name: z.string().trim().min(1).max(64),
  /** A USDT channel's receiving address. */
  address: z.string().trim().min(1).max(128).nullable().optional(),
  /** A bank channel's account holder, bank and number, as the merchant should read them. */
  bankDetails: z.string().trim().min(1).max(500).nullable().optional(),
};

export const consoleChannelList = defineCall({
  path: '/console/v1/channel/list',
  method: 'POST',
  auth: 'operator',
  summary: 'Every top-up channel, disabled ones too',
  input: z.strictObject({}),
  output: z.object({ items: z.array(topUpChannel) }),
});

export const consoleChannelAdd = defineCall({
  path: '/console/v1/channel/add',
  method: 'POST',
  auth: 'operator',
  summary: 'Add a top-up channel (a USDT channel needs an address, a bank one its details)',
  input: z.strictObject(channelFields),
  output: topUpChannel,
});

export const consoleChannelEdit = defineCall({
  path: '/console/v1/channel/edit',
  method: 'POST',
  auth: 'operator',
  summary: 'Change a top-up channel; top-ups already submitted keep pointing at it',
  input: z.strictObject({ id, ...channelFields }),
  output: topUpChannel,
});

export const consoleChannelDisable = defineCall({
  path: '/console/v1/channel/disable',
  method: 'POST',
  auth: 'operator',
  summary: 'Stop offering a channel; its pending top-ups can still be reviewed',
  input: z.strictObject({ id }),
  output: topUpChannel,
});

export const consoleChannelEnable = defineCall({
  path: '/console/v1/channel/enable',
  method: 'POST',
  auth: 'operator',
  summary: 'Offer a disabled channel again',
  input: z.strictObject({ id }),
  output: topUpChannel,
});
