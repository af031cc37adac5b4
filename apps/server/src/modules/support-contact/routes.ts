import { calls, type SupportContact } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../db/index.ts';
import { registerCall } from '../../plugins/contract-routes.ts';
import { recordAudit } from '../audit/service.ts';
import { forgetSetting, getSetting, setSetting } from '../settings/service.ts';

/** What changed in the support contact, field by field (old → new), for the audit log. */
function contactChanges(before: SupportContact, after: SupportContact): Record<string, string> {
  const detail: Record<string, string> = {};
  for (const field of ['email', 'phone', 'whatsapp', 'telegram', 'hours'] as const) {
    if (before[field] !== after[field]) detail[field] = `${before[field]} → ${after[field]}`;
  }
  const languages = new Set([...Object.keys(before.notes), ...Object.keys(after.notes)]);
  for (const lang of languages as Set<keyof SupportContact['notes']>) {
    const [was, now] = [before.notes[lang] ?? '', after.notes[lang] ?? ''];
    if (was !== now) detail[`notes.${lang}`] = `${was} → ${now}`;
  }
  return detail;
}

/**
 * The platform's support contact: public (people who cannot sign in need it most), edited
 * by operators in the console's settings, stored as a setting.
 */
export default async function supportContactRoutes(app: FastifyInstance) {
  registerCall(app, calls.getSupportContact, ({ ctx }) => getSetting(ctx.database.db, 'supportContact'));

  registerCall(app, calls.consoleSupportContactGet, ({ ctx }) =>
    getSetting(ctx.database.db, 'supportContact'),
  );

  registerCall(app, calls.consoleSupportContactUpdate, async ({ input, user, ctx }) => {
    // Empty notes are dropped: "no note" has one spelling.
    const notes = Object.fromEntries(Object.entries(input.notes).filter(([, text]) => text));
    const contact: SupportContact = { ...input, notes };
    await inTransaction(ctx.database, async (trx) => {
      const detail = contactChanges(await getSetting(trx, 'supportContact'), contact);
      // Saved unchanged: nothing happened, so nothing is written or recorded.
      if (Object.keys(detail).length === 0) return;
      await setSetting(trx, 'supportContact', contact);
      await recordAudit(trx, { actorId: user.id, action: 'support_contact.update', detail });
    });
    forgetSetting(ctx.database.db, 'supportContact');
    return null;
  });
}
