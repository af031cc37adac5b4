import { z } from 'zod';
import { defineCall } from '../../define.ts';
import { language, role, shopTier } from '../../enums.ts';
import { SIGN_IN } from '../../limits.ts';
import { money } from '../../money.ts';
import { empty, id, nothing, password, timestamp, username } from '../common.ts';

export const restriction = z.object({ reason: z.string(), since: timestamp }).nullable();

export const shopSummary = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  tier: shopTier,
});

/** GET /v1/me: the profile with what the client keeps in local storage. */
export const me = z.object({
  id,
  username: z.string(),
  role,
  lang: language.nullable(),
  /** Prefix for uploaded file paths. */
  fileHost: z.string(),
  /** Where the customer-service chat lives. */
  serviceLink: z.string(),
  /**
   * The origin links a merchant shares start with (an invitation's sign-up link), when the
   * server is configured with one (PUBLIC_ORIGIN); absent or null: the page's own origin.
   */
  publicOrigin: z.string().nullable().optional(),
  /** Whether this user may invite friends (a merchant, while invite sign-up is open). */
  invite: z.boolean(),
  payPasswordSet: z.boolean(),
  disabled: restriction,
  withdrawalForbidden: restriction,
  walletFrozen: restriction,
  shop: shopSummary.nullable(),
  balance: money.nullable(),
  /** The platform's currency (ISO 4217): every amount the merchant app shows is in it. */
  currency: z.string(),
  createdAt: timestamp,
});
export type Me = z.infer<typeof me>;

const session = z.object({ token: z.string(), expiresAt: timestamp, user: me });

/**
 * What a refused sign-in carries in `data`, so a client can say what to do next
 * (docs/decisions/009-sign-in-limits.md).
 */
/** 413 (sign-in) and 421 (password change): wrong tries left before this device is locked. */
export const wrongPasswordData = z.object({ attemptsLeft: z.number().int().min(0) });
/**
 * 440: when to try again, and which limit refused: `device` (this username from this address
 * failed too often: a lock), `account` (many addresses are failing on this username: a short
 * growing wait) or `network` (this address failed on many usernames).
 */
export const lockedOutData = z.object({
  retryAfterSeconds: z.number().int().min(1),
  /** The same wait rounded up to whole minutes, for sentences that speak in minutes. */
  retryAfterMinutes: z.number().int().min(1),
  scope: z.enum(['device', 'account', 'network']),
});
/** 411: the operator's reason and since when. */
export const disabledData = z.object({ reason: z.string().nullable(), since: timestamp });
export const loginRefusalData = {
  413: wrongPasswordData,
  421: wrongPasswordData,
  440: lockedOutData,
  411: disabledData,
} as const;
export type WrongPasswordData = z.infer<typeof wrongPasswordData>;
export type LockedOutData = z.infer<typeof lockedOutData>;
export type DisabledData = z.infer<typeof disabledData>;

export const login = defineCall({
  path: '/login',
  method: 'POST',
  auth: 'none',
  summary:
    'Sign in with username and password; returns an opaque session token. 413 carries `attemptsLeft`, 440 `retryAfterSeconds`',
  input: z.strictObject({
    username: z.string().min(1).max(SIGN_IN.usernameMax),
    password: z.string().min(1).max(SIGN_IN.passwordMax),
  }),
  output: session,
});

export const inviteCode = defineCall({
  path: '/invite_code',
  method: 'POST',
  auth: 'none',
  summary: 'Sign up with an invite code; creates the merchant, its shop and wallet, and signs in',
  input: z.strictObject({
    inviteCode: z.string().trim().min(1).max(32),
    username,
    password,
    lang: language.optional(),
  }),
  output: session,
});

export const getMe = defineCall({
  path: '/v1/me',
  method: 'GET',
  auth: 'user',
  summary: 'The signed-in user: profile, fileHost, serviceLink, invite, lang, shop summary',
  input: empty,
  output: me,
});

export const logout = defineCall({
  path: '/v1/logout',
  method: 'POST',
  auth: 'user',
  summary: 'Sign out: revokes the session token',
  input: empty,
  output: nothing,
});

export const updatePassword = defineCall({
  path: '/v1/user/update_password',
  method: 'POST',
  auth: 'user',
  summary:
    'Change the login password (421 when the current one is wrong, 405 `unchanged` when the new one equals it); other sessions are revoked',
  input: z.strictObject({ oldPassword: z.string().min(1).max(128), newPassword: password }),
  output: nothing,
});

/** Where an operator's reset link points; the web app serves the page (`?token=…`). */
export const RESET_PASSWORD_PATH = '/reset-password';

export const resetPassword = defineCall({
  path: '/v1/user/reset_password',
  method: 'POST',
  auth: 'none',
  summary:
    'Set a new password with a one-time link from an operator; signs out every session. 414 when the link is unknown, used or expired',
  input: z.strictObject({ token: z.string().trim().min(1).max(128), newPassword: password }),
  output: nothing,
});

export const updateLang = defineCall({
  path: '/v1/user/update_lang',
  method: 'POST',
  auth: 'user',
  summary: 'Remember the chosen interface language (server messages follow it)',
  input: z.strictObject({ lang: language }),
  output: nothing,
});
