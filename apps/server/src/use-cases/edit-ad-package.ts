import type { AppContext } from '../context.ts';
import { inTransaction } from '../db/index.ts';
import { type PackageFields, updatePackage } from '../modules/ads/service.ts';
import { recordAudit } from '../modules/audit/service.ts';

/**
 * An operator changes an ad package (404 if unknown), audited in the same transaction. A
 * package taken off sale stays on the boosts bought with it.
 */
export async function editAdPackage(ctx: AppContext, operatorId: number, id: number, fields: PackageFields) {
  return inTransaction(ctx.database, async (trx) => {
    const { item, detail } = await updatePackage(trx, id, fields);
    await recordAudit(trx, {
      actorId: operatorId,
      action: 'ad_package.update',
      target: { type: 'ad_package', id },
      detail,
    });
    return item;
  });
}
