import { type CallDefinition, calls, SHOP_KEY_HEADER, validationMessage } from '@shopkeeper/contract';
import { beforeAll, expect, it } from 'vitest';
import { implementedCalls } from '../plugins/contract-routes.ts';
import { samples } from './call-samples.ts';
import { countRows, describeApi, type TestApi } from './harness.ts';
import { signInOperator } from './operator.ts';

const TABLES = [
  'users',
  'sessions',
  'invite_codes',
  'invite_days',
  'shops',
  'ledger_accounts',
  'attempts',
  'topups',
  'topup_channels',
  'uploads',
  'identity_submissions',
  'receiving_accounts',
  'withdrawals',
  'tier_upgrades',
  'ledger_transactions',
  'showcase_items',
  'showcase_deletions',
  'goods_types',
  'goods',
  'audit_log',
  'orders',
  'order_events',
  'order_comments',
  'order_tracking',
  'logistics_steps',
  'intake_keys',
  'storefront_charges',
  'credit_rules',
  'credit_moves',
  'conversations',
  'chat_messages',
  'canned_replies',
  'stream_tickets',
  'feedback_items',
  'help_articles',
  'help_article_texts',
] as const;
const snapshot = (api: TestApi) => Promise.all(TABLES.map((t) => countRows(api.database, t)));

const implemented = () =>
  (Object.entries(calls) as [string, CallDefinition][]).filter(([, def]) => implementedCalls.has(def));

const inPath = (def: CallDefinition, field: string) => def.path.includes(`{${field}}`);

function fieldsOf(def: CallDefinition): string[] {
  const shape = (def.input as unknown as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
}

describeApi('bad input on every implemented call', (api) => {
  // The order-intake API is called with a shop's key, not a session token.
  let shopKey = '';
  const credentials = (def: CallDefinition, token: string) =>
    def.auth === 'shopKey' ? { headers: { [SHOP_KEY_HEADER]: shopKey } } : { token };
  beforeAll(async () => {
    const { token } = await api().merchant();
    shopKey = (await api().call(calls.shopIntakeKeyCreate, { label: 'bad input' }, { token })).data.key;
  });

  async function expectRefused(
    name: string,
    def: CallDefinition,
    input: Record<string, unknown>,
    expected: { code: number; field?: string },
    token: string,
  ) {
    const before = await snapshot(api());
    const res = await api().call(def, input, { ...credentials(def, token), lang: 'es' });
    expect(res.status, `${name} ${JSON.stringify(input)}`).toBeLessThan(500);
    // A field holding an object (a text per language) may be named down to the wrong key in it.
    const named = String(res.data?.field ?? '');
    const field = expected.field && named.startsWith(`${expected.field}.`) ? expected.field : named;
    expect({ name, code: res.code, field }).toEqual({
      name,
      ...expected,
      field: expected.field ?? field,
    });
    // The reader's language (es), naming the field: the sentence the catalogue gives for it.
    // (A nested field is named by its leaf, "notes.nested" → "nested", as a person knows it.)
    const leaf = String(res.data.field).split('.').at(-1)!;
    expect(res.msg).toBe(validationMessage(res.data.variant, 'es', leaf, res.data));
    if (def.auth !== 'none') expect(await snapshot(api())).toEqual(before);
    return res;
  }

  it('every implemented call has a valid sample', () => {
    const missing = implemented()
      .map(([name]) => name)
      .filter((name) => !samples[name]);
    expect(missing).toEqual([]);
  });

  it('answers missing, mistyped, over-long and unknown fields with 403/405 naming the field', async () => {
    const merchant = await api().merchant();
    const operator = await signInOperator(api());
    for (const [name, def] of implemented()) {
      const token = def.auth === 'operator' ? operator.token : merchant.token;
      const valid = await samples[name]!(api());
      for (const field of fieldsOf(def)) {
        const optional = (def.input as any).shape[field].safeParse(undefined).success;
        // A path parameter cannot be left out: without it the path is another route.
        if (!optional && !inPath(def, field)) {
          const { [field]: _, ...without } = valid;
          await expectRefused(name, def, without, { code: 403, field }, token);
        }
        // An object without the discriminator a union of objects needs (bankEdit's account)
        // is missing that field: 403, naming it (account.type).
        // biome-ignore lint/suspicious/noExplicitAny: zod's internals, read only to tell a union
        const union = Boolean((def.input as any).shape[field]._zod?.def?.discriminator);
        await expectRefused(
          name,
          def,
          { ...valid, [field]: { nested: true } },
          { code: union ? 403 : 405, field },
          token,
        );
        // An over-long path parameter is refused by the router before any call (400, maxParamLength).
        if (!inPath(def, field)) {
          await expectRefused(
            name,
            def,
            { ...valid, [field]: 'x'.repeat(5000) },
            { code: 405, field },
            token,
          );
        }
        await expectRefused(name, def, { ...valid, [field]: 'ab\u0000cd' }, { code: 405, field }, token);
      }
      await expectRefused(
        name,
        def,
        { ...valid, unexpectedField: 1 },
        { code: 405, field: 'unexpectedField' },
        token,
      );
    }
  }, 120_000); // every field of every call, one request each: ~30 s on PostgreSQL alone

  it('answers malformed JSON with 400 and a translated message, never 500', async () => {
    const { token } = await api().merchant();
    for (const [name, def] of implemented().filter(([, d]) => d.method === 'POST')) {
      const before = await snapshot(api());
      const res = await api().raw({
        method: 'POST',
        url: `/api${def.path}`,
        headers: { 'content-type': 'application/json', authorization: token, 'accept-language': 'pt-BR' },
        payload: '{"username": "a",',
      });
      expect(res.statusCode, name).toBe(200);
      expect(res.json(), name).toMatchObject({ code: 400, data: { variant: 'malformed' } });
      expect(res.json().msg).toMatch(/JSON/);
      expect(await snapshot(api())).toEqual(before);
    }
  });

  it('answers a body of the wrong shape (array, string, number) with a catalogue code', async () => {
    const merchant = await api().merchant();
    const operator = await signInOperator(api());
    for (const [name, def] of implemented().filter(([, d]) => d.method === 'POST')) {
      const token = def.auth === 'operator' ? operator.token : merchant.token;
      for (const payload of ['[]', '"text"', '42', 'null']) {
        const res = await api().raw({
          method: 'POST',
          url: `/api${def.path}`,
          headers: {
            'content-type': 'application/json',
            authorization: token,
            [SHOP_KEY_HEADER]: shopKey,
          },
          payload,
        });
        expect(res.statusCode, `${name} ${payload}`).toBeLessThan(500);
        expect([400, 403, 405], `${name} ${payload}`).toContain(res.json().code);
      }
    }
  });
});
