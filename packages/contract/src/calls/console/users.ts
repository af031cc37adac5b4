import { z } from 'zod';
import { defineCall } from '../../define.ts';
import { role } from '../../enums.ts';
import { page, pageRequest } from '../../envelope.ts';
import { id, timestamp } from '../common.ts';
import { FLOW_TYPES, flow, receivingAccount, wallet } from '../merchant/wallet.ts';

/** An operator's restriction on an account: why, since when and who set it. */
export const restrictionRecord = z
  .object({ reason: z.string(), since: timestamp, by: z.string().nullable() })
  .nullable();

/** A row of the console's user list. */
export const consoleUser = z.object({
  id,
  username: z.string(),
  role,
  createdAt: timestamp,
  disabled: restrictionRecord,
  withdrawalForbidden: restrictionRecord,
  walletFrozen: restrictionRecord,
  /**
   * The merchant whose invitation this user signed up with; null for a platform code. The
   * server always sends it; optional only so that clients' fixtures made before it stay valid.
   */
  invitedBy: z.object({ id, username: z.string() }).nullable().optional(),
});
export type ConsoleUser = z.infer<typeof consoleUser>;

export const ACCOUNT_EVENT_KINDS = [
  'disabled',
  'enabled',
  'withdrawalForbidden',
  'withdrawalAllowed',
  'walletFrozen',
  'walletUnfrozen',
  'resetLinkCreated',
  'passwordReset',
] as const;

/** One change an operator made to an account (or the merchant's use of a reset link). */
export const accountEvent = z.object({
  kind: z.enum(ACCOUNT_EVENT_KINDS),
  reason: z.string().nullable(),
  /** The operator's username; null when the merchant did it (a reset link used). */
  by: z.string().nullable(),
  at: timestamp,
});

export const consoleUserDetail = consoleUser.extend({
  /** Sessions not revoked and not expired. */
  activeSessions: z.number().int().min(0),
  /** The reset link waiting to be used, if any (the link itself is shown once, when made). */
  resetLink: z.object({ createdAt: timestamp, expiresAt: timestamp }).nullable(),
  /** Newest first, at most 50. */
  events: z.array(accountEvent),
});

/** An operator's written reason: shown to the merchant, so it must say something. */
const reason = z.string().trim().min(1).max(500);
const userRef = { userId: id };

const action = <S extends z.ZodRawShape>(name: string, summary: string, shape: S) =>
  defineCall({
    path: `/console/v1/users/${name}`,
    method: 'POST',
    auth: 'operator',
    summary,
    input: z.strictObject({ ...userRef, ...shape }),
    output: consoleUser,
  });

export const consoleUsersList = defineCall({
  path: '/console/v1/users/list',
  method: 'POST',
  auth: 'operator',
  summary: 'Users, newest first; `search` matches part of the username, any case',
  input: z.strictObject({
    ...pageRequest,
    search: z.string().trim().max(64).optional(),
    role: role.optional(),
  }),
  output: page(consoleUser),
});

export const consoleUsersDetail = defineCall({
  path: '/console/v1/users/detail',
  method: 'POST',
  auth: 'operator',
  summary: 'One user with active sessions, a pending reset link and the history of restrictions',
  input: z.strictObject(userRef),
  output: consoleUserDetail,
});

export const consoleUsersDisable = action(
  'disable',
  'Disable an account with a reason (411 on every call); signs out all its sessions',
  { reason },
);
export const consoleUsersEnable = action('enable', 'Enable a disabled account again', {});
export const consoleUsersForbidWithdrawal = action(
  'forbid_withdrawal',
  'Forbid withdrawals (449) with a reason shown to the merchant',
  { reason },
);
export const consoleUsersAllowWithdrawal = action('allow_withdrawal', 'Allow withdrawals again', {});
export const consoleUsersFreezeWallet = action(
  'freeze_wallet',
  'Freeze the wallet (450) with a reason shown to the merchant',
  { reason },
);
export const consoleUsersUnfreezeWallet = action('unfreeze_wallet', 'Unfreeze the wallet', {});

export const consoleUsersResetLink = defineCall({
  path: '/console/v1/users/reset_link',
  method: 'POST',
  auth: 'operator',
  summary:
    'A one-time password reset link for a merchant (voids any earlier one); shown once, valid for a limited time',
  input: z.strictObject(userRef),
  output: z.object({
    /** Path on the merchant app, e.g. `/reset-password?token=…`; put the app's origin before it. */
    path: z.string(),
    expiresAt: timestamp,
  }),
});

export const consoleUsersWallet = defineCall({
  path: '/console/v1/users/wallet',
  method: 'POST',
  auth: 'operator',
  summary: 'A merchant’s balance, frozen amount, held deposit and total assets',
  input: z.strictObject(userRef),
  output: wallet,
});

export const consoleUsersLedger = defineCall({
  path: '/console/v1/users/ledger',
  method: 'POST',
  auth: 'operator',
  summary: 'A merchant’s flow records (their ledger entries), newest first',
  input: z.strictObject({ ...userRef, ...pageRequest, type: z.enum(FLOW_TYPES).optional() }),
  output: page(flow),
});

export const consoleUsersAccounts = defineCall({
  path: '/console/v1/users/accounts',
  method: 'POST',
  auth: 'operator',
  summary: 'A merchant’s receiving accounts for withdrawals',
  input: z.strictObject(userRef),
  output: z.object({ items: z.array(receivingAccount) }),
});
