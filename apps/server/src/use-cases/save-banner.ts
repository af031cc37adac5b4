import type { AppContext } from '../context.ts';
import { inTransaction } from '../db/index.ts';
import { invalidField } from '../lib/app-error.ts';
import { recordAudit } from '../modules/audit/service.ts';
import {
  type BannerFields,
  bannerDetail,
  checkBannerTimes,
  insertBanner,
  updateBanner,
} from '../modules/banners/service.ts';
import { storedUploadsOfKind } from '../modules/uploads/service.ts';

/**
 * An operator adds a banner (no id) or changes one: its picture only among stored banner
 * uploads (405 naming image otherwise: a path to nothing, or to someone's private file), an
 * end after its start, the write and its audit entry in one transaction. 404 for an unknown id.
 */
export async function saveBanner(
  ctx: AppContext,
  operatorId: number,
  id: number | null,
  fields: BannerFields,
) {
  checkBannerTimes(fields);
  return inTransaction(ctx.database, async (trx) => {
    const now = Date.now();
    if (!(await storedUploadsOfKind(trx, [fields.image], 'banner')).has(fields.image))
      throw invalidField('image', 'invalid');
    if (id === null) {
      const added = await insertBanner(trx, fields, now);
      await recordAudit(trx, {
        actorId: operatorId,
        action: 'banner.add',
        target: { type: 'banner', id: added.id },
        detail: bannerDetail(null, added),
        now,
      });
      return added;
    }
    const { before, after } = await updateBanner(trx, id, fields, now);
    await recordAudit(trx, {
      actorId: operatorId,
      action: 'banner.update',
      target: { type: 'banner', id },
      detail: bannerDetail(before, after),
      now,
    });
    return after;
  });
}
