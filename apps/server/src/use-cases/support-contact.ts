import type { SupportContact } from '@shopkeeper/contract';
import type { AppContext } from '../context.ts';
import { type Executor, inTransaction } from '../db/index.ts';
import { recordAudit } from '../modules/audit/service.ts';
import { forgetSetting, getSetting, setSetting } from '../modules/settings/service.ts';
import { contactChanges, storedContact } from '../modules/support-contact/service.ts';

/** The platform's support contact, public and in the console (kept as a setting). */
export const readSupportContact = (db: Executor) => getSetting(db, 'supportContact');

/**
 * An operator changes the support contact: the setting and its audit entry (each field's
 * old → new) in one transaction. Saved unchanged, nothing is written or recorded.
 */
export async function updateSupportContact(ctx: AppContext, operatorId: number, input: SupportContact) {
  const contact = storedContact(input);
  await inTransaction(ctx.database, async (trx) => {
    const detail = contactChanges(await getSetting(trx, 'supportContact'), contact);
    if (Object.keys(detail).length === 0) return;
    await setSetting(trx, 'supportContact', contact);
    await recordAudit(trx, { actorId: operatorId, action: 'support_contact.update', detail });
  });
  forgetSetting(ctx.database.db, 'supportContact');
  return null;
}
