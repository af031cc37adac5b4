import { z } from 'zod';
import { defineCall } from '../../define.ts';
import { identityStatus, shopTier } from '../../enums.ts';
import { SHOP_PROFILE } from '../../limits.ts';
import { money } from '../../money.ts';
import { empty, id, timestamp, uploadPath } from '../common.ts';

export const shop = z.object({
  id,
  slug: z.string(),
  /** The storefront's path on the server buyers reach (`/s/<slug>`); the app puts its origin before it. */
  storefrontPath: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  address: z.string().nullable(),
  phoneNo: z.string().nullable(),
  idNo: z.string().nullable(),
  idPhoto: z.string().nullable(),
  identityPicture: z.string().nullable(),
  curLevel: shopTier,
  /** The credit score (docs/product.md#credit-score); its history is /v1/shop/credit. */
  credit: z.number().int(),
  /** Buyers' average stars, one decimal ("4.5"); null before the first review. */
  stars: z.string().nullable().describe('average star rating, one decimal'),
  /** Storefront visitors since the shop opened (one per address per UTC day). */
  visitors: z.number().int(),
  balance: money,
  frozen: money,
  /** Goods listed in the showcase, against the tier's limit (452 past it). */
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

/** Name, logo, address and phone: what buyers read on the storefront (docs/product.md#shop-profile). */
export const shopUpdate = defineCall({
  path: '/v1/shop/update',
  method: 'POST',
  auth: 'merchant',
  summary: 'Change the shop’s name, logo, address or phone; the answer is the profile',
  input: z.strictObject({
    name: z.string().trim().min(SHOP_PROFILE.name.min).max(SHOP_PROFILE.name.max).optional(),
    /** A path this merchant uploaded with /v1/upload/logo; null removes the logo. */
    logo: uploadPath.nullable().optional(),
    /** Empty removes it. */
    address: z.string().trim().max(SHOP_PROFILE.address).optional(),
    /** Empty removes it. */
    phoneNo: z.string().trim().max(SHOP_PROFILE.phone).regex(SHOP_PROFILE.phonePattern).optional(),
  }),
  output: shop,
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
