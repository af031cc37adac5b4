import type { CallParsedInput, calls } from '@shopkeeper/contract';
import type { AppContext } from '../context.ts';
import { inTransaction } from '../db/index.ts';
import { ErrorCode, fail, invalidField } from '../lib/app-error.ts';
import { type ShopProfileChange, shopRow, updateShopProfile } from '../modules/shops/service.ts';
import { isOwnUpload } from '../modules/uploads/service.ts';
import { type ShopProfile, shopProfileOf } from './read-shop-profile.ts';
import { recordEvent } from './record-event.ts';

/**
 * The merchant edits their shop (/v1/shop/update): name, logo, address, phone; an empty
 * address or phone removes it. The logo must be a logo this merchant uploaded (405 naming
 * `logo` otherwise, so nobody shows another's file as theirs). Buyers see the change on the
 * next storefront page. Answers with the profile.
 */
export async function updateShop(
  ctx: AppContext,
  userId: number,
  input: CallParsedInput<typeof calls.shopUpdate>,
  now = Date.now(),
): Promise<ShopProfile> {
  return inTransaction(ctx.database, async (trx) => {
    if (!(await shopRow(trx, userId))) throw fail(ErrorCode.NOT_FOUND);
    if (input.logo != null && !(await isOwnUpload(trx, input.logo, 'logo', userId))) {
      throw invalidField('logo', 'invalid');
    }
    const change: ShopProfileChange = {
      name: input.name,
      logo: input.logo,
      address: input.address === undefined ? undefined : input.address || null,
      phoneNo: input.phoneNo === undefined ? undefined : input.phoneNo.trim() || null,
    };
    const fields = Object.entries(change)
      .filter(([, value]) => value !== undefined)
      .map(([field]) => field);
    if (fields.length > 0) {
      await updateShopProfile(trx, userId, change);
      await recordEvent(trx, { type: 'shop.updated', userId, data: { fields } }, now);
    }
    return shopProfileOf(trx, (await shopRow(trx, userId))!);
  });
}
