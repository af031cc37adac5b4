import { calls } from '@shopkeeper/contract';
import { expect, it } from 'vitest';
import { countRows, describeApi } from '../test/harness.ts';
import { signInOperator } from '../test/operator.ts';

const CONTACT = {
  email: 'audit@shop.example',
  phone: '+33 1 23 45 67 89',
  whatsapp: '',
  telegram: '@shopkeeper_help',
  hours: 'Mon–Fri 9:00–18:00',
  notes: { fr: 'Bonjour', en: '' },
};

describeApi('updating the support contact', (api) => {
  it('records each changed field old → new in the audit log, and nothing when saved unchanged', async () => {
    const operator = await signInOperator(api());
    const update = (contact: typeof CONTACT) =>
      api().call(calls.consoleSupportContactUpdate, contact, { token: operator.token });
    expect((await update(CONTACT)).code).toBe(200);
    const before = await countRows(api().database, 'audit_log');

    expect(
      (await update({ ...CONTACT, hours: 'Mon–Sat 9:00–18:00', notes: { fr: '', en: 'Hello' } })).code,
    ).toBe(200);
    expect(await countRows(api().database, 'audit_log')).toBe(before + 1);
    const audit = await api().call(calls.consoleAuditList, { limit: 1 }, { token: operator.token });
    expect(audit.data.items[0]).toMatchObject({
      action: 'support_contact.update',
      actor: { id: operator.id },
      detail: {
        hours: 'Mon–Fri 9:00–18:00 → Mon–Sat 9:00–18:00',
        'notes.fr': 'Bonjour → ',
        'notes.en': ' → Hello',
      },
    });
    expect(Object.keys(audit.data.items[0].detail).sort()).toEqual(['hours', 'notes.en', 'notes.fr']);

    expect(
      (await update({ ...CONTACT, hours: 'Mon–Sat 9:00–18:00', notes: { fr: '', en: 'Hello' } })).code,
    ).toBe(200);
    expect(await countRows(api().database, 'audit_log')).toBe(before + 1);
  });
});
