import { z } from 'zod';
import { defineCall } from '../../define.ts';
import { language } from '../../enums.ts';
import { page, pageRequest } from '../../envelope.ts';
import { money, moneyInput } from '../../money.ts';
import { id, timestamp } from '../common.ts';

/**
 * The operator console's promotions: the ad packages on sale (texts per language, price,
 * hours, active) and every boost bought. Package changes are recorded in the audit log.
 * A package needs its English name (405 naming `texts.en.name`): the other languages fall
 * back to it.
 */

/** Longest boost a package may give: 90 days. */
export const MAX_AD_HOURS = 24 * 90;

export const adPackageText = z.strictObject({
  name: z.string().trim().min(1).max(80),
  description: z.string().trim().max(500),
});

export const consoleAdPackage = z.object({
  id,
  texts: z.partialRecord(language, z.object({ name: z.string(), description: z.string() })),
  price: money,
  hours: z.number().int(),
  active: z.boolean(),
  sortOrder: z.number().int(),
  /** How many boosts were bought with it. */
  boostCount: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

const packageFields = {
  texts: z.partialRecord(language, adPackageText),
  price: moneyInput,
  hours: z.number().int().min(1).max(MAX_AD_HOURS),
  active: z.boolean(),
  /** Lower first on the merchant's list; equal ones by when they were added. */
  sortOrder: z.number().int().min(0).max(9999),
};

export const consoleAdPackageList = defineCall({
  path: '/console/v1/ad/package/list',
  method: 'POST',
  auth: 'operator',
  summary: 'Every ad package, active or not, in their order',
  input: z.strictObject({}),
  output: z.object({ items: z.array(consoleAdPackage) }),
});

export const consoleAdPackageAdd = defineCall({
  path: '/console/v1/ad/package/add',
  method: 'POST',
  auth: 'operator',
  summary: 'Add an ad package (audited)',
  input: z.strictObject(packageFields),
  output: consoleAdPackage,
});

export const consoleAdPackageUpdate = defineCall({
  path: '/console/v1/ad/package/update',
  method: 'POST',
  auth: 'operator',
  summary: 'Change an ad package (audited); boosts already bought keep their price and hours',
  input: z.strictObject({ id, ...packageFields }),
  output: consoleAdPackage,
});

export const BOOST_STATES = ['active', 'ended'] as const;

export const consoleBoost = z.object({
  id,
  userId: id,
  username: z.string(),
  shopName: z.string(),
  packageId: id,
  packageName: z.string(),
  price: money,
  hours: z.number().int(),
  startsAt: timestamp,
  endsAt: timestamp,
  state: z.enum(BOOST_STATES),
});

export const consoleBoostList = defineCall({
  path: '/console/v1/ad/boost/list',
  method: 'POST',
  auth: 'operator',
  summary: 'Every boost bought, newest first; `state` filters running or ended ones',
  input: z.strictObject({ ...pageRequest, state: z.enum(BOOST_STATES).optional(), userId: id.optional() }),
  output: page(consoleBoost),
});
