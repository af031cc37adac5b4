import { z } from 'zod';
import { defineCall } from '../../define.ts';
import { accountType, reviewStatus } from '../../enums.ts';
import { page, pageRequest } from '../../envelope.ts';
import { money, moneyInput } from '../../money.ts';
import { empty, id, nothing, pin, timestamp } from '../common.ts';
import { channelKind } from './topups.ts';

/** A time as milliseconds since 1970 (a statement's or a filter's bound). */
const epochMs = z.number().int().min(0).max(8_640_000_000_000_000);

export const wallet = z.object({
  balance: money,
  frozen: money,
  depositHeld: money,
  totalAssets: money,
});

export const FLOW_TYPES = [
  'top_up',
  'withdrawal',
  'withdrawal_returned',
  'order_payment',
  'order_refund',
  'settlement',
  'ad_purchase',
  'deposit_hold',
  'deposit_return',
] as const;

export const flow = z.object({
  id,
  time: timestamp,
  type: z.enum(FLOW_TYPES),
  status: reviewStatus,
  /** Signed: negative leaves the available balance. */
  amount: money,
  remark: z.string(),
  /** What moved the money (a withdrawal, an order), with its id; null for an adjustment. */
  causeType: z.string().nullable(),
  causeId: id.nullable(),
});

export const userWallet = defineCall({
  path: '/v1/user/wallet',
  method: 'POST',
  auth: 'merchant',
  summary: 'Balance, frozen amount, held deposit and total assets',
  input: empty,
  output: wallet,
});

export const userWalletFlow = defineCall({
  path: '/v1/user/wallet_flow',
  method: 'POST',
  auth: 'merchant',
  summary: 'Flow records: the merchant’s ledger entries, newest first',
  input: z.strictObject({
    ...pageRequest,
    type: z.enum(FLOW_TYPES).optional(),
    /** Epoch ms: entries at or after this time. */
    from: epochMs.optional(),
    /** Epoch ms: entries before this time. */
    to: epochMs.optional(),
  }),
  output: page(flow),
});

/** A statement covers at most this many days, so one answer stays a reasonable size. */
export const STATEMENT_MAX_DAYS = 366;

/**
 * A statement of the available balance for [from, to): what it was at `from`, every entry in
 * between, oldest first, and what it was at `to`. It reconciles: opening + Σ entries = closing,
 * to the cent; a `to` in the future closes at the balance now.
 */
export const userStatement = defineCall({
  path: '/v1/user/statement',
  method: 'POST',
  auth: 'merchant',
  summary: 'Statement for a date range: opening balance, entries oldest first, closing balance',
  input: z.strictObject({ from: epochMs, to: epochMs }),
  output: z.object({
    from: timestamp,
    to: timestamp,
    openingBalance: money,
    closingBalance: money,
    entries: z.array(flow),
  }),
});

const bankCard = z.strictObject({
  type: z.literal('bank_card'),
  accountName: z.string().trim().min(1).max(64),
  bankName: z.string().trim().min(1).max(64),
  cardNumber: z.string().regex(/^\d{8,30}$/),
  branchNumber: z.string().trim().max(32).optional(),
});
/**
 * Each network's address form; the server also checks its checksum (TRON's base58check,
 * Ethereum's EIP-55 when the address is in mixed case) and answers 405 naming walletAddress.
 */
const tronWallet = z.strictObject({
  type: z.literal('trx_usdt'),
  walletAddress: z
    .string()
    .trim()
    .regex(/^T[1-9A-HJ-NP-Za-km-z]{33}$/),
  walletNote: z.string().trim().max(100).optional(),
});
const ethereumWallet = z.strictObject({
  type: z.literal('eth_usdt'),
  walletAddress: z
    .string()
    .trim()
    .regex(/^0x[0-9a-fA-F]{40}$/),
  walletNote: z.string().trim().max(100).optional(),
});
export const receivingAccountInput = z.discriminatedUnion('type', [bankCard, tronWallet, ethereumWallet]);

export const receivingAccount = z.object({
  id,
  type: accountType,
  accountName: z.string().nullable(),
  bankName: z.string().nullable(),
  cardNumber: z.string().nullable(),
  branchNumber: z.string().nullable(),
  walletAddress: z.string().nullable(),
  walletNote: z.string().nullable(),
  createdAt: timestamp,
});

export const MAX_RECEIVING_ACCOUNTS = 5;

export const bankList = defineCall({
  path: '/v1/user/bank/list',
  method: 'POST',
  auth: 'merchant',
  summary: 'Receiving accounts for withdrawals (at most 5), and the smallest withdrawal allowed',
  input: empty,
  output: z.object({
    items: z.array(receivingAccount),
    max: z.number().int(),
    /** The operator's minimum for a withdrawal, for the withdrawal page (always sent). */
    minWithdrawal: money.optional(),
  }),
});

export const bankAdd = defineCall({
  path: '/v1/user/bank/add',
  method: 'POST',
  auth: 'merchant',
  summary: 'Add a bank card or crypto wallet (444 past 5)',
  input: receivingAccountInput,
  output: z.object({ id }),
});

export const bankEdit = defineCall({
  path: '/v1/user/bank/edit',
  method: 'POST',
  auth: 'merchant',
  summary: 'Edit a receiving account',
  input: z.strictObject({ id, account: receivingAccountInput }),
  output: nothing,
});

export const bankDel = defineCall({
  path: '/v1/user/bank/del',
  method: 'POST',
  auth: 'merchant',
  summary: 'Delete a receiving account',
  input: z.strictObject({ id }),
  output: nothing,
});

export const withdrawAdd = defineCall({
  path: '/v1/user/withdraw/add',
  method: 'POST',
  auth: 'merchant',
  summary: 'Request a withdrawal: the amount moves to frozen until an operator reviews it',
  input: z.strictObject({ amount: moneyInput, accountId: id, payPassword: pin }),
  output: z.object({ id, status: reviewStatus }),
  idempotent: true,
});

/**
 * 443 / 446: how many wrong PINs are left before the lock, and when a lock ends (null while
 * unlocked). Five wrong tries lock the PIN for 15 minutes (docs/defaults.md#limits).
 */
export const payPasswordRefusalData = z.object({
  attemptsLeft: z.number().int().min(0),
  lockedUntil: timestamp.nullable(),
});
export type PayPasswordRefusalData = z.infer<typeof payPasswordRefusalData>;

export const updatePayPassword = defineCall({
  path: '/v1/user/update_pay_password',
  method: 'POST',
  auth: 'merchant',
  summary:
    'Set the 6-digit transaction PIN, or change it with the current one (443 with `attemptsLeft` and `lockedUntil`)',
  input: z.strictObject({ oldPayPassword: pin.optional(), payPassword: pin }),
  output: nothing,
});

export const topUpChannelList = defineCall({
  path: '/v1/pay/channel',
  method: 'GET',
  auth: 'merchant',
  summary: 'Top-up channels with their address or bank details and the minimum deposit',
  input: z.strictObject({}),
  output: z.object({
    minDeposit: money,
    items: z.array(
      z.object({
        id,
        kind: channelKind,
        name: z.string(),
        address: z.string().nullable(),
        bankDetails: z.string().nullable(),
      }),
    ),
  }),
});

export const topUpSubmit = defineCall({
  path: '/v1/order/channel/pay',
  method: 'POST',
  auth: 'merchant',
  summary: 'Submit a top-up: amount (448 below minimum), transaction hash and proof image',
  input: z.strictObject({
    channelId: z.coerce.number().int().positive(),
    amount: moneyInput,
    txHash: z.string().trim().min(8).max(128),
  }),
  files: [{ name: 'proof', required: true }],
  output: z.object({ id, status: reviewStatus }),
  idempotent: true,
});
