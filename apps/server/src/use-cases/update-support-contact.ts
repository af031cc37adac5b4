import type { SupportContact } from '@shopkeeper/contract';
import type { AppContext } from '../context.ts';
import { inTransaction } from '../db/index.ts';
import { recordAudit } from '../modules/audit/service.ts';
import { forgetSetting, getSetting, setSetting } from '../modules/settings/service.ts';
import { contactChanges, keptContact } from '../modules/support-contact/service.ts';

/**
 * An operator changes the platform's support contact, audited field by field in the same
 * transaction. Saved unchanged, nothing happened, so nothing is written or recorded.
 */
export async function updateSupportContact(ctx: AppContext, operatorId: number, input: SupportContact) {
  const contact = keptContact(input);
  await inTransaction(ctx.database, async (trx) => {
    const detail = contactChanges(await getSetting(trx, 'supportContact'), contact);
    if (Object.keys(detail).length === 0) return;
    await setSetting(trx, 'supportContact', contact);
    await recordAudit(trx, { actorId: operatorId, action: 'support_contact.update', detail });
  });
  forgetSetting(ctx.database.db, 'supportContact');
  return null;
}
