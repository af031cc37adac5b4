import type { OfficeHours, SupportContact } from '@shopkeeper/contract';
import { type Db, type Executor, isTransaction, poolOf } from '../../db/index.ts';

/**
 * Business settings the operator changes in the console (docs/defaults.md#business-settings).
 * Each has a default used until an operator stores a value.
 */
export const SETTING_DEFAULTS = {
  /** Sign-up with invite codes; off → 439. */
  registrationOpen: true,
  /** Days a merchant's invite code stays valid. */
  inviteCodeValidDays: 7,
  /** The largest file an upload accepts, in bytes; the refusal names it in MB. */
  uploadMaxBytes: 5 * 1024 * 1024,
  /** The smallest top-up a merchant may submit, in cents (default 10.00, docs/defaults.md#business-settings); below → 448. */
  minDepositCents: 1000,
  /** The smallest withdrawal, in cents (default 10.00, docs/defaults.md#business-settings); below → 405 naming amount. */
  minWithdrawalCents: 1000,
  /** Goods a shop may list in its showcase, per tier (docs/defaults.md#business-settings); past it → 452. */
  goodsLimitByTier: { standard: 20, merchant: 50, partner: 150, agent: 500 } as Record<
    'standard' | 'merchant' | 'partner' | 'agent',
    number
  >,
  /**
   * The security deposit each tier holds, in cents (docs/money.md#tier-deposits): an upgrade
   * holds the difference to what is held already.
   */
  depositByTierCents: { standard: 0, merchant: 10_000, partner: 50_000, agent: 200_000 } as Record<
    'standard' | 'merchant' | 'partner' | 'agent',
    number
  >,
  /** Showcase items a merchant may delete per UTC day (docs/defaults.md#business-settings); past it → 447. */
  showcaseDailyDeletions: 10,
  /** Orders (docs/states.md#orders), in hours: an unpaid order warns the merchant, then closes the
   * shop's storefront, then is cancelled; a delivered order is accepted for the buyer; a
   * settlement waits out its hold. SHOPKEEPER_DEMO_SPEED divides them all. */
  orderUnpaidWarnHours: 24,
  orderUnpaidCloseShopHours: 48,
  orderUnpaidCancelHours: 72,
  orderAutoAcceptHours: 7 * 24,
  orderSettlementHoldHours: 24,
  /** How to reach support without an account (/404, "forgot password"); none until set. */
  supportContact: {
    email: '',
    phone: '',
    whatsapp: '',
    telegram: '',
    hours: '',
    notes: {},
  } as SupportContact,
  /**
   * The customer-service team's hours and promised reply time, shown on the chat's header
   * (docs/defaults.md#business-settings): Monday to Friday, 09:00–18:00 at UTC+8, 30 minutes.
   */
  chatOfficeHours: {
    utcOffsetMinutes: 480,
    days: [1, 2, 3, 4, 5],
    opens: '09:00',
    closes: '18:00',
    replyMinutes: 30,
  } as OfficeHours,
} as const;

export type SettingKey = keyof typeof SETTING_DEFAULTS;
type SettingValue<K extends SettingKey> = (typeof SETTING_DEFAULTS)[K] extends boolean
  ? boolean
  : (typeof SETTING_DEFAULTS)[K] extends number
    ? number
    : (typeof SETTING_DEFAULTS)[K];

/**
 * Settings are read on hot paths (every /v1/me) and change a few times a year, so each
 * process keeps what it read for a second, per database (tests and tools open several). A
 * change made here is seen here at once; other servers see it within CACHE_MS.
 *
 * Inside a transaction a setting is read through the transaction (so it sees the
 * transaction's own change) and never cached: the transaction may still roll back.
 */
const CACHE_MS = 1000;
const caches = new WeakMap<Db, Map<SettingKey, { value: unknown; until: number }>>();

function cacheOf(executor: Executor) {
  const db = poolOf(executor);
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

export async function getSetting<K extends SettingKey>(db: Executor, key: K): Promise<SettingValue<K>> {
  const cache = isTransaction(db) ? undefined : cacheOf(db);
  const hit = cache?.get(key);
  if (hit && hit.until > Date.now()) return hit.value as SettingValue<K>;
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  const value = row ? JSON.parse(row.value) : SETTING_DEFAULTS[key];
  cache?.set(key, { value, until: Date.now() + CACHE_MS });
  return value as SettingValue<K>;
}

/**
 * Forgets this process's copy of a setting. A change made inside a transaction is forgotten by
 * setSetting before it commits, so a read in between could keep the old value for CACHE_MS;
 * calling this after the commit makes the change seen here at once.
 */
export function forgetSetting(db: Executor, key: SettingKey) {
  cacheOf(db).delete(key);
}

export async function setSetting<K extends SettingKey>(db: Executor, key: K, value: SettingValue<K>) {
  const now = Date.now();
  const json = JSON.stringify(value);
  await db
    .insertInto('settings')
    .values({ key, value: json, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: now }))
    .execute();
  cacheOf(db).delete(key);
}

/** The console's business settings, read and changed through a use case that audits each change. */
export {
  applyBusinessUpdate,
  checkBusinessUpdate,
  forgetSettings,
  readBusinessSettings,
} from './business.ts';
