import { calls } from '@shopkeeper/contract';
import { expect, it } from 'vitest';
import { describeApi } from '../../test/harness.ts';
import { signInOperator } from '../../test/operator.ts';

const CONTACT = {
  email: 'help@shop.example',
  phone: '+33 1 23 45 67 89',
  whatsapp: '+33612345678',
  telegram: '@shopkeeper_help',
  hours: 'Mon–Fri 9:00–18:00 (UTC+1)',
  notes: { fr: 'Nous répondons en français et en anglais.', en: '' },
};

describeApi('support contact', (api) => {
  const operatorToken = async () => (await signInOperator(api())).token;

  it('is empty until an operator sets it, and readable without an account', async () => {
    const res = await api().call(calls.getSupportContact, {});
    expect(res).toMatchObject({
      code: 200,
      data: { email: '', phone: '', whatsapp: '', telegram: '', hours: '', notes: {} },
    });
  });

  it('an operator sets it in the console; anyone then reads it (empty notes dropped)', async () => {
    const token = await operatorToken();
    expect((await api().call(calls.consoleSupportContactUpdate, CONTACT, { token })).code).toBe(200);
    const expected = { ...CONTACT, notes: { fr: CONTACT.notes.fr } };
    expect((await api().call(calls.getSupportContact, {})).data).toEqual(expected);
    expect((await api().call(calls.consoleSupportContactGet, {}, { token })).data).toEqual(expected);
  });

  it('refuses a merchant (409) and a bad email (405 naming it), changing nothing', async () => {
    const before = (await api().call(calls.getSupportContact, {})).data;
    const merchant = await api().merchant();
    const asMerchant = await api().call(
      calls.consoleSupportContactUpdate,
      { ...CONTACT, email: 'x@y.example' },
      { token: merchant.token },
    );
    expect(asMerchant.code).toBe(409);

    const token = await operatorToken();
    const bad = await api().call(
      calls.consoleSupportContactUpdate,
      { ...CONTACT, email: 'not-an-email' },
      { token },
    );
    expect(bad).toMatchObject({ code: 405, data: { field: 'email' } });
    // The console shows this message under the field, so it names the field in the reader's language.
    const inChinese = await api().call(
      calls.consoleSupportContactUpdate,
      { ...CONTACT, phone: 'call me' },
      { token, lang: 'zh-CN' },
    );
    expect(inChinese).toMatchObject({ code: 405, msg: '电话不正确。', data: { field: 'phone' } });
    expect((await api().call(calls.getSupportContact, {})).data).toEqual(before);
  });
});
