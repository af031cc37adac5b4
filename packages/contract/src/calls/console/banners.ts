import { z } from 'zod';
import { defineCall } from '../../define.ts';
import { language } from '../../enums.ts';
import { id, nothing, timestamp, uploadPath } from '../common.ts';
import { banner, bannerLink } from '../merchant/banners.ts';

/**
 * The store centre's banners as operators manage them (docs/product.md#operators). A banner
 * shows to merchants reading one of its languages (every language when none is chosen), from
 * its start to its end (open when null), while active. Every change is in the audit log.
 *
 * Refusals: 405 a picture that is not a stored banner upload, or an end not after the start;
 * 404 an unknown banner.
 */
export const consoleBanner = banner.extend({
  languages: z.array(language),
  startsAt: timestamp.nullable(),
  endsAt: timestamp.nullable(),
  active: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

const epochMs = z.number().int().min(0).max(8_640_000_000_000);

export const bannerFields = z.strictObject({
  title: z.string().trim().min(1).max(80),
  image: uploadPath,
  link: bannerLink.nullable(),
  sortOrder: z.number().int().min(0).max(9999),
  /** Empty: every language. */
  languages: z.array(language).max(20),
  /** Epoch milliseconds; null: from now on / without end. */
  startsAt: epochMs.nullable(),
  endsAt: epochMs.nullable(),
  active: z.boolean(),
});

export const consoleBannerList = defineCall({
  path: '/console/v1/banner/list',
  method: 'POST',
  auth: 'operator',
  summary: 'Every banner, in their order, live or not',
  input: z.strictObject({}),
  output: z.object({ items: z.array(consoleBanner) }),
});

export const consoleBannerAdd = defineCall({
  path: '/console/v1/banner/add',
  method: 'POST',
  auth: 'operator',
  summary: 'Add a banner (its picture uploaded first as kind banner)',
  input: bannerFields,
  output: consoleBanner,
});

export const consoleBannerEdit = defineCall({
  path: '/console/v1/banner/edit',
  method: 'POST',
  auth: 'operator',
  summary: 'Change a banner',
  input: bannerFields.extend({ id }),
  output: consoleBanner,
});

export const consoleBannerDelete = defineCall({
  path: '/console/v1/banner/delete',
  method: 'POST',
  auth: 'operator',
  summary: 'Delete a banner',
  input: z.strictObject({ id }),
  output: nothing,
});
