import type { SupportContact } from '@shopkeeper/contract';

/**
 * The platform's support contact: public (people who cannot sign in need it most), edited by
 * operators in the console's settings, stored as a setting (use-cases/support-contact.ts).
 */

/** The contact as stored: empty notes are dropped, so "no note" has one spelling. */
export function storedContact(input: SupportContact): SupportContact {
  const notes = Object.fromEntries(Object.entries(input.notes).filter(([, text]) => text));
  return { ...input, notes };
}

/** What changed in the support contact, field by field (old → new), for the audit log. */
export function contactChanges(before: SupportContact, after: SupportContact): Record<string, string> {
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
