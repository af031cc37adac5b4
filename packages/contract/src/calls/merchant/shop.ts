import { z } from 'zod';
import { defineCall } from '../../define.ts';
import { identityStatus, reviewStatus, shopTier } from '../../enums.ts';
import { money } from '../../money.ts';
import { empty, id, pin, timestamp } from '../common.ts';

export const shop = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  address: z.string().nullable(),
  phoneNo: z.string().nullable(),
  idNo: z.string().nullable(),
  idPhoto: z.string().nullable(),
  identityPicture: z.string().nullable(),
  curLevel: shopTier,
  credit: z.number().int(),
  stars: z.string().describe('average star rating, one decimal'),
  visitors: z.number().int(),
  balance: money,
  frozen: money,
  listedCount: z.number().int(),
  goodsLimit: z.number().int(),
  /** Set while a late unpaid order keeps the storefront closed. */
  closedSince: timestamp.nullable(),
});

export const shopInfo = defineCall({
  path: '/v1/shop/info',
  method: 'GET',
  auth: 'merchant',
  summary: 'The merchant’s shop',
  input: z.strictObject({}),
  output: shop,
});

export const tier = z.object({
  code: shopTier,
  name: z.string(),
  goodsLimit: z.number().int(),
  deposit: money,
});

export const shopType = defineCall({
  path: '/v1/shop/type',
  method: 'GET',
  auth: 'merchant',
  summary: 'Shop tiers with goods limit and deposit; with ?code, one tier',
  input: z.strictObject({ code: shopTier.optional() }),
  output: z.object({
    items: z.array(tier),
    current: shopTier,
    pendingUpgrade: z.object({ id, code: shopTier, status: reviewStatus }).nullable(),
  }),
});

export const shopUpgrade = defineCall({
  path: '/v1/shop/upgrade',
  method: 'POST',
  auth: 'merchant',
  summary: 'Ask for a higher tier: its deposit is held until an operator reviews it',
  input: z.strictObject({ code: shopTier, payPassword: pin }),
  output: z.object({ id, status: reviewStatus }),
  idempotent: true,
});

export const identity = z.object({
  status: identityStatus,
  realName: z.string().nullable(),
  idNo: z.string().nullable(),
  frontPhoto: z.string().nullable(),
  backPhoto: z.string().nullable(),
  qualificationPhoto: z.string().nullable(),
  rejectReason: z.string().nullable(),
  updatedAt: timestamp.nullable(),
});

export const perInfo = defineCall({
  path: '/v1/per/info',
  method: 'POST',
  auth: 'merchant',
  summary: 'Real-name verification status and data',
  input: empty,
  output: identity,
});

export const identitySubmit = defineCall({
  path: '/v1/per/ident-upload',
  method: 'POST',
  auth: 'merchant',
  summary: 'Submit real name, ID number and photos for review',
  input: z.strictObject({
    realName: z.string().trim().min(2).max(64),
    idNo: z.string().trim().min(4).max(32),
  }),
  files: [
    { name: 'front', required: true },
    { name: 'back', required: true },
    { name: 'qualification', required: false },
  ],
  output: identity,
});

export const adPackage = z.object({ id, name: z.string(), price: money, hours: z.number().int() });

export const adList = defineCall({
  path: '/v1/ad/list',
  method: 'POST',
  auth: 'merchant',
  summary: 'Ad packages and this shop’s boosts',
  input: empty,
  output: z.object({
    items: z.array(adPackage),
    boosts: z.array(z.object({ id, packageName: z.string(), startsAt: timestamp, endsAt: timestamp })),
  }),
});

export const adPay = defineCall({
  path: '/v1/ad/pay',
  method: 'POST',
  auth: 'merchant',
  summary: 'Buy an ad package from the wallet: boosts the shop’s goods for its hours',
  input: z.strictObject({ packageId: id, payPassword: pin }),
  output: z.object({ id, endsAt: timestamp, balance: money }),
  idempotent: true,
});
