import type { AppContext } from '../context.ts';
import { inTransaction } from '../db/index.ts';
import { recordAudit } from '../modules/audit/service.ts';
import { bannerDetail, deleteBanner as deleteBannerRow } from '../modules/banners/service.ts';

/**
 * An operator deletes a banner: gone from the store centre at once, with an audit entry
 * saying what it was (its picture stays stored until the clean-up finds nothing using it).
 */
export const deleteBanner = (ctx: AppContext, operatorId: number, id: number) =>
  inTransaction(ctx.database, async (trx) => {
    const before = await deleteBannerRow(trx, id);
    await recordAudit(trx, {
      actorId: operatorId,
      action: 'banner.delete',
      target: { type: 'banner', id },
      detail: bannerDetail(before, null),
    });
    return null;
  });
