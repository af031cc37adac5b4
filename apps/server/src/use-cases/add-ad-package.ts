import type { AppContext } from '../context.ts';
import { inTransaction, type Trx } from '../db/index.ts';
import { insertPackage, type PackageFields } from '../modules/ads/service.ts';
import { recordAudit } from '../modules/audit/service.ts';

/** An operator adds an ad package, audited in the same transaction. */
export async function addAdPackage(ctx: AppContext, operatorId: number, fields: PackageFields) {
  return inTransaction(ctx.database, (trx) => addAdPackageInTransaction(trx, operatorId, fields));
}

/** The same in the caller's transaction (the demo seed's). */
export async function addAdPackageInTransaction(trx: Trx, operatorId: number, fields: PackageFields) {
  const { item, detail } = await insertPackage(trx, fields);
  await recordAudit(trx, {
    actorId: operatorId,
    action: 'ad_package.add',
    target: { type: 'ad_package', id: item.id },
    detail,
  });
  return item;
}
