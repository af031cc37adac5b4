import type { CallParsedInput, calls } from '@shopkeeper/contract';
import type { AppContext } from '../context.ts';
import { inTransaction } from '../db/index.ts';
import { recordAudit } from '../modules/audit/service.ts';
import {
  applyBusinessUpdate,
  checkBusinessUpdate,
  forgetSettings,
  readBusinessSettings,
} from '../modules/settings/service.ts';

/**
 * An operator changes the business settings (/console/v1/settings/update): the settings that
 * changed and one audit entry naming each change (old → new), in one transaction; a call
 * that changes nothing writes nothing.
 */
export async function updateBusinessSettings(
  ctx: AppContext,
  operatorId: number,
  update: CallParsedInput<typeof calls.consoleSettingsUpdate>,
) {
  checkBusinessUpdate(update);
  const { changed } = await inTransaction(ctx.database, async (trx) => {
    const applied = await applyBusinessUpdate(trx, update);
    if (applied.changed.length > 0) {
      await recordAudit(trx, { actorId: operatorId, action: 'settings.update', detail: applied.detail });
    }
    return applied;
  });
  forgetSettings(ctx.database.db, changed);
  return readBusinessSettings(ctx.database.db);
}
