import type { calls } from '@shopkeeper/contract';
import { type BusinessSettings, fromCents, SHOP_TIERS, type ShopTier, toCents } from '@shopkeeper/contract';
import type { z } from 'zod';
import type { Executor, Trx } from '../../db/index.ts';
import { invalidField } from '../../lib/app-error.ts';
import { forgetSetting, getSetting, type SettingKey, setSetting } from './service.ts';

type BusinessUpdate = z.infer<(typeof calls.consoleSettingsUpdate)['input']>;

const MB = 1024 * 1024;

/**
 * How each business setting the console shows is stored: money in cents, the upload limit in
 * bytes (what the multipart reader compares), flags and counts as they are.
 */
const FIELDS = {
  minDeposit: {
    key: 'minDepositCents',
    toStored: (value: string) => toCents(value),
    fromStored: (cents: number) => fromCents(cents),
  },
  minWithdrawal: {
    key: 'minWithdrawalCents',
    toStored: (value: string) => toCents(value),
    fromStored: (cents: number) => fromCents(cents),
  },
  uploadMaxMb: {
    key: 'uploadMaxBytes',
    toStored: (mb: number) => mb * MB,
    // A limit stored in bytes by hand shows as the nearest whole MB, never 0.
    fromStored: (bytes: number) => Math.max(1, Math.round(bytes / MB)),
  },
  registrationOpen: {
    key: 'registrationOpen',
    toStored: (open: boolean) => open,
    fromStored: (open: boolean) => open,
  },
  inviteCodeValidDays: {
    key: 'inviteCodeValidDays',
    toStored: (days: number) => days,
    fromStored: (days: number) => days,
  },
  goodsLimitByTier: {
    key: 'goodsLimitByTier',
    // Stored in the tiers' order, so an unchanged limit compares equal.
    toStored: (limits: BusinessSettings['goodsLimitByTier']) =>
      Object.fromEntries(SHOP_TIERS.map((tier) => [tier, limits[tier]])),
    fromStored: (limits: BusinessSettings['goodsLimitByTier']) =>
      Object.fromEntries(SHOP_TIERS.map((tier) => [tier, limits[tier]])),
  },
  depositByTier: {
    key: 'depositByTierCents',
    toStored: (deposits: Record<ShopTier, string>) =>
      Object.fromEntries(SHOP_TIERS.map((tier) => [tier, toCents(deposits[tier])])),
    fromStored: (cents: Record<ShopTier, number>) =>
      Object.fromEntries(SHOP_TIERS.map((tier) => [tier, fromCents(cents[tier])])),
  },
  showcaseDailyDeletions: {
    key: 'showcaseDailyDeletions',
    toStored: (count: number) => count,
    fromStored: (count: number) => count,
  },
} as const satisfies Record<
  keyof BusinessSettings,
  { key: SettingKey; toStored: (value: never) => unknown; fromStored: (value: never) => unknown }
>;

type Field = keyof typeof FIELDS;
const FIELD_NAMES = Object.keys(FIELDS) as Field[];

/** A stored value as one comparable string: a flat object by sorted keys. */
const canonical = (value: unknown) =>
  typeof value === 'object' && value !== null
    ? JSON.stringify(value, Object.keys(value).sort())
    : JSON.stringify(value);

/** A value as the audit log says it: "20" or "standard 20, merchant 50, …". */
const auditText = (value: unknown) =>
  typeof value === 'object' && value !== null
    ? Object.entries(value)
        .map(([name, n]) => `${name} ${n}`)
        .join(', ')
    : String(value);

async function readField(db: Executor, field: Field) {
  const { key, fromStored } = FIELDS[field];
  return (fromStored as (value: unknown) => unknown)(await getSetting(db, key));
}

export async function readBusinessSettings(db: Executor): Promise<BusinessSettings> {
  const values = await Promise.all(FIELD_NAMES.map((field) => readField(db, field)));
  return Object.fromEntries(FIELD_NAMES.map((field, i) => [field, values[i]])) as BusinessSettings;
}

/**
 * Refuses a minimum of nothing (405 naming the field), before any transaction: it would let
 * a 0.00 request through to a person's review queue.
 */
export function checkBusinessUpdate(update: BusinessUpdate): void {
  for (const field of ['minDeposit', 'minWithdrawal'] as const) {
    if (update[field] !== undefined && toCents(update[field]) <= 0) throw invalidField(field, 'invalid');
  }
}

/**
 * Stores the settings an operator changed, in the caller's transaction, and returns each
 * change (old → new) for the one audit entry the caller writes. A field sent with its
 * current value is no change; an update that changes nothing writes nothing.
 */
export async function applyBusinessUpdate(
  trx: Trx,
  update: BusinessUpdate,
): Promise<{ changed: SettingKey[]; detail: Record<string, string> }> {
  const changed: SettingKey[] = [];
  const detail: Record<string, string> = {};
  for (const field of FIELD_NAMES) {
    const wanted = update[field];
    if (wanted === undefined) continue;
    const { key, toStored, fromStored } = FIELDS[field];
    const before = await getSetting(trx, key);
    // The per-tier settings may come for some tiers only: the others keep theirs.
    const merged =
      field === 'goodsLimitByTier' || field === 'depositByTier'
        ? { ...(fromStored as (value: unknown) => object)(before), ...(wanted as object) }
        : wanted;
    const stored = (toStored as (value: unknown) => unknown)(merged);
    if (canonical(before) === canonical(stored)) continue;
    await setSetting(trx, key, stored as never);
    const shown = fromStored as (value: unknown) => unknown;
    detail[field] = `${auditText(shown(before))} → ${auditText(shown(stored))}`;
    changed.push(key);
  }
  return { changed, detail };
}

/** After the commit: this server sees the changed settings at once, not after the cache's second. */
export function forgetSettings(db: Executor, keys: readonly SettingKey[]): void {
  for (const key of keys) forgetSetting(db, key);
}
