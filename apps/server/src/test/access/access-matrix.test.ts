import { type CallDefinition, calls, ErrorCode, SHOP_KEY_HEADER } from '@shopkeeper/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hashToken } from '../../modules/accounts/service.ts';
import { implementedCalls } from '../../plugins/contract-routes.ts';
import { databaseFingerprint } from '../db-fingerprint.ts';
import { describeApi } from '../harness.ts';
import { signInOperator } from '../operator.ts';
import { reportFigures } from '../verify-report.ts';
import { emptyHarvest, type Harvest, idsFor, leakIn, privateValues } from './harvest.ts';
import { CALLER_NAMED, FILE_FIELD, ghostOf, OWN_INPUTS, recordFields, withoutValue } from './id-fields.ts';
import { AccessMatrix, type Column } from './matrix-print.ts';
import {
  buildMerchantWorld,
  type MerchantWorld,
  type Platform,
  preparePlatform,
  readEverything,
} from './records.ts';

/**
 * The access matrix (docs/decisions/037-access-matrix.md): every call that takes a token, with
 * every way in that should fail, and merchant A pointed at everything merchant B's answers
 * name. The rows come from the contract, so a new call is in the matrix, and B's ids from B's
 * answers, so a new record type is too.
 */

const tokenCalls = () =>
  (Object.entries(calls) as [string, CallDefinition][]).filter(([, def]) => def.auth !== 'none');

/** What each way in must get, per the call's auth (docs/protocol.md#authentication). */
const EXPECTED: Record<string, Partial<Record<Column, number>>> = {
  user: {
    none: ErrorCode.NOT_AUTHENTICATED,
    junk: ErrorCode.ILLEGAL_REQUEST,
    expired: ErrorCode.TOKEN_EXPIRED,
    revoked: ErrorCode.ILLEGAL_REQUEST,
  },
  merchant: {
    none: ErrorCode.NOT_AUTHENTICATED,
    junk: ErrorCode.ILLEGAL_REQUEST,
    expired: ErrorCode.TOKEN_EXPIRED,
    revoked: ErrorCode.ILLEGAL_REQUEST,
    wrongRole: ErrorCode.INSUFFICIENT_PERMISSIONS,
  },
  operator: {
    none: ErrorCode.NOT_AUTHENTICATED,
    junk: ErrorCode.ILLEGAL_REQUEST,
    expired: ErrorCode.TOKEN_EXPIRED,
    revoked: ErrorCode.ILLEGAL_REQUEST,
    wrongRole: ErrorCode.INSUFFICIENT_PERMISSIONS,
  },
  // An intake key has no session to clear: missing, unknown, revoked and a session token in
  // its place are all "no key" (modules/intake/service.ts shopOfKey); keys do not expire.
  shopKey: {
    none: ErrorCode.NOT_AUTHENTICATED,
    junk: ErrorCode.NOT_AUTHENTICATED,
    revoked: ErrorCode.NOT_AUTHENTICATED,
    session: ErrorCode.NOT_AUTHENTICATED,
  },
};

/** Kinds of upload anyone may read (docs/protocol.md#files). */
const PUBLIC_FILE_KINDS = new Set(['logo', 'goods_image', 'banner']);

/** The fields the trials need filled for a path parameter, so the path is the call's route. */
const pathInput = (def: CallDefinition) => (def.path.includes('{kind}') ? { kind: 'logo' } : {});

const fingerprintChange = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);

describeApi('access matrix: every call that takes a token, every way in', (api) => {
  const matrix = new AccessMatrix();
  let platform: Platform;
  let b: MerchantWorld;
  let a: MerchantWorld;
  /** What a merchant with nothing of their own sees: the platform's public values. */
  const publicView: Harvest = emptyHarvest();
  let operator: Awaited<ReturnType<typeof signInOperator>>;
  const triedValues = new Set<string>();
  /** B's values A chose for its own records (a client id): A's lists show them as A's. */
  const sentByA = new Set<string>();

  beforeAll(async () => {
    operator = await signInOperator(api());
    platform = await preparePlatform(api(), operator.token);
    b = await buildMerchantWorld(api(), platform, platform.goodsIds.slice(0, 2));
    a = await buildMerchantWorld(api(), platform, platform.goodsIds.slice(2, 4));
    const bystander = await api().merchant();
    await readEverything(api(), bystander.token, publicView, bystander.username);
  }, 120_000);

  afterAll(() => {
    const dialect = api()?.database.dialect ?? 'unknown';
    console.log(matrix.print(`access matrix [${dialect}]`));
    reportFigures('access', dialect, {
      calls: matrix.rows.size,
      checks: matrix.checks,
      passed: matrix.passed,
      failed: matrix.failures.length,
      ids: triedValues.size,
    });
  });

  /** A fresh session of `username`, then made as if its time had run out. */
  async function expiredToken(username: string, password: string) {
    const res = await api().call(calls.login, { username, password });
    await api()
      .database.db.updateTable('sessions')
      .set({ expires_at: Date.now() - 1_000 })
      .where('token_hash', '=', hashToken(res.data.token))
      .execute();
    return res.data.token as string;
  }

  async function revokedToken(username: string, password: string) {
    const res = await api().call(calls.login, { username, password });
    await api().call(calls.logout, {}, { token: res.data.token });
    return res.data.token as string;
  }

  /** Reads once as each of `tokens`, so no session's idle expiry slides during a fingerprinted batch. */
  const warm = (...tokens: string[]) =>
    Promise.all(tokens.map((token) => api().call(calls.getMe, {}, { token })));

  it('refuses every token-taking call without a token, with a junk, expired or revoked one, and in the wrong role, changing nothing', async () => {
    const failedBefore = matrix.failures.length;
    const merchant = await api().merchant();
    const credentials = {
      merchantExpired: await expiredToken(merchant.username, merchant.password),
      merchantRevoked: await revokedToken(merchant.username, merchant.password),
      operatorExpired: await expiredToken(operator.username, operator.password),
      operatorRevoked: await revokedToken(operator.username, operator.password),
    };
    const junk = 'x'.repeat(43);
    await warm(merchant.token, operator.token);
    const before = await databaseFingerprint(api().database);
    for (const [name, def] of tokenCalls()) {
      const expected = EXPECTED[def.auth]!;
      const own = def.auth === 'operator' ? 'operator' : 'merchant';
      const ways: Partial<Record<Column, { token?: string; headers?: Record<string, string> }>> =
        def.auth === 'shopKey'
          ? {
              none: {},
              junk: { headers: { [SHOP_KEY_HEADER]: `sk_shop_${junk}` } },
              revoked: { headers: { [SHOP_KEY_HEADER]: b.revokedIntakeKey } },
              session: { token: b.token },
            }
          : {
              none: {},
              junk: { token: junk },
              expired: { token: credentials[`${own}Expired`] },
              revoked: { token: credentials[`${own}Revoked`] },
              ...(def.auth === 'user'
                ? {}
                : { wrongRole: { token: def.auth === 'operator' ? merchant.token : operator.token } }),
            };
      for (const [column, options] of Object.entries(ways) as [Column, object][]) {
        const res = await api().call(def, pathInput(def), options);
        matrix.record(name, def.auth, column, res.code, res.status === 200 && res.code === expected[column]);
      }
    }
    const changed = fingerprintChange(before, await databaseFingerprint(api().database));
    matrix.check(changed.length === 0, `refused requests changed ${changed.join(', ')}`);
    expect(changed).toEqual([]);

    // Every call that takes a token is in the matrix with every way in its auth has, and the server answers it.
    const missing = tokenCalls().flatMap(([name, def]) => {
      const want = Object.keys(EXPECTED[def.auth] ?? { unknownAuth: 0 });
      const have = matrix.columnsOf(name);
      const gaps = want.filter((c) => !have.includes(c as Column)).map((c) => `${name} ${c}`);
      return implementedCalls.has(def) ? gaps : [...gaps, `${name} not served`];
    });
    expect(missing).toEqual([]);
    expect(matrix.failures.slice(failedBefore)).toEqual([]);
  });

  /** Sends one of A's inputs with A's credentials for the call. */
  const asA = (def: CallDefinition, input: Record<string, unknown>) =>
    api().call(
      def,
      input,
      def.auth === 'shopKey'
        ? { headers: { [SHOP_KEY_HEADER]: a.intakeKey }, ip: '10.41.0.1' }
        : { token: a.token },
    );

  /** B's values an input field of A's may name, in the shapes its schema takes (1, [1], "1"). */
  function othersValues(name: string, def: CallDefinition, field: string, own: Record<string, unknown>) {
    const accepts = (value: unknown) => def.input.safeParse({ ...own, [field]: value }).success;
    const shaped = (value: string | number) => [value, [value], String(value)].find(accepts);
    let raw: (string | number)[];
    if (FILE_FIELD.test(field)) {
      raw = privateValues(b.harvest, publicView).paths;
    } else if (CALLER_NAMED[name]?.includes(field)) {
      raw = [...(b.harvest.stringsByKey.get(field) ?? [])];
    } else {
      const mine = idsFor(a.harvest, field, def.path);
      const seenByAll = idsFor(publicView, field, def.path);
      raw = [...idsFor(b.harvest, field, def.path)].filter((n) => !mine.has(n) && !seenByAll.has(n));
      raw.push(...(b.harvest.stringsByKey.get(field) ?? []));
    }
    return raw.map(shaped).filter((v) => v !== undefined);
  }

  it('answers merchant A naming any of merchant B’s records exactly as if it did not exist, changing nothing', async () => {
    const failedBefore = matrix.failures.length;
    const secrets = privateValues(b.harvest, publicView).secrets;
    const merchantCalls = (Object.entries(calls) as [string, CallDefinition][]).filter(
      ([name, def]) => def.auth !== 'none' && def.auth !== 'operator' && recordFields(name, def).length > 0,
    );
    const noInput = merchantCalls.map(([name]) => name).filter((name) => !OWN_INPUTS[name]);
    expect(noInput, 'calls naming records need an input of A’s own in id-fields.ts').toEqual([]);

    for (const [name, def] of merchantCalls) {
      await warm(a.token);
      const before = await databaseFingerprint(api().database);
      let writes = false;
      for (const field of recordFields(name, def)) {
        const own = OWN_INPUTS[name]!(a);
        const values = othersValues(name, def, field, own);
        matrix.check(values.length > 0, `${name}.${field}: no answer of B's names such a record`);
        const callerNamed = CALLER_NAMED[name]?.includes(field) ?? false;
        writes ||= callerNamed;
        for (const value of values) {
          triedValues.add(JSON.stringify(value));
          const ghost = ghostOf(value);
          const missing = await asA(def, { ...OWN_INPUTS[name]!(a), [field]: ghost });
          const res = await asA(def, { ...OWN_INPUTS[name]!(a), [field]: value });
          // What A sent comes back in A's own record; anything else of B's is a leak.
          const leak = leakIn(
            res,
            secrets.filter((secret) => secret !== value),
          );
          if (callerNamed && typeof value === 'string') sentByA.add(value);
          const same =
            JSON.stringify(withoutValue(res, [value, ghost])) ===
            JSON.stringify(withoutValue(missing, [value, ghost]));
          const ok = res.status === 200 && !leak && (callerNamed ? res.code === 200 : same);
          matrix.record(
            name,
            def.auth,
            'othersIds',
            res.code,
            ok,
            `${field}=${JSON.stringify(value)}${leak ? ` shows ${leak}` : ''}${same ? '' : ` but missing: ${missing.code} ${JSON.stringify(missing.data)}`}`,
          );
        }
      }
      if (!writes) {
        const changed = fingerprintChange(before, await databaseFingerprint(api().database));
        matrix.check(changed.length === 0, `${name} with B's ids changed ${changed.join(', ')}`);
      }
    }

    // The same inputs naming A's own records succeed: the refusals above were about whose record it is.
    for (const name of Object.keys(OWN_INPUTS)) {
      const def = (calls as Record<string, CallDefinition>)[name]!;
      const res = await asA(def, OWN_INPUTS[name]!(a));
      matrix.record(name, def.auth, 'ownIds', res.code, res.code === ErrorCode.OK, JSON.stringify(res.data));
    }
    expect(matrix.failures.slice(failedBefore)).toEqual([]);
  });

  it('shows merchant A none of merchant B’s records in any answer without input', async () => {
    const failedBefore = matrix.failures.length;
    const secrets = privateValues(b.harvest, publicView).secrets.filter((s) => !sentByA.has(s));
    const seenByA = emptyHarvest();
    for (const { name, answer } of await readEverything(api(), a.token, seenByA, a.marker)) {
      const leak = leakIn(answer, secrets);
      matrix.check(!leak, `${name} shows A ${leak}`);
    }
    // Records' own ids (a list's items, a page's root) by the resource that answers them:
    // none of B's under A's. A reference inside (a notification's target) may name any kind.
    for (const [tag, ids] of seenByA.numbers) {
      if (!tag.endsWith('#items.id') && !tag.endsWith('#.id')) continue;
      const bs = [...(b.harvest.numbers.get(tag) ?? [])].filter((n) => !publicView.numbers.get(tag)?.has(n));
      const shown = bs.filter((n) => ids.has(n));
      matrix.check(shown.length === 0, `${tag} shows A B's ${shown.join(', ')}`);
    }
    expect(matrix.failures.slice(failedBefore)).toEqual([]);
  });

  it('serves merchant A none of merchant B’s private files, as if they did not exist', async () => {
    const failedBefore = matrix.failures.length;
    const served = (path: string) =>
      api().raw({
        method: 'GET',
        url: `${api().config.fileHost}${path}`,
        headers: { authorization: a.token },
      });
    for (const path of privateValues(b.harvest, publicView).paths) {
      const kind = path.split('/')[0]!;
      const res = await served(path);
      const missing = await served(ghostOf(path) as string);
      const ok = PUBLIC_FILE_KINDS.has(kind)
        ? res.statusCode === 200
        : res.statusCode === 404 && res.body === missing.body;
      matrix.check(ok, `file ${path}: HTTP ${res.statusCode}`);
    }
    expect(matrix.failures.slice(failedBefore)).toEqual([]);
  });

  it('shows a buyer holding one order’s reference nothing of another order, and another shop’s item as missing', async () => {
    const failedBefore = matrix.failures.length;
    let address = 0;
    const asBuyer = (def: CallDefinition, input: Record<string, unknown>) =>
      api().call(def, input, { ip: `10.42.0.${++address}` });
    const refCalls = (Object.entries(calls) as [string, CallDefinition][]).filter(
      ([, def]) =>
        def.auth === 'none' && !def.files && 'ref' in ((def.input as { shape?: object }).shape ?? {}),
    );
    // What each order's page may show: its own values; never those of B's other order or of A's.
    const others = [b.own.unpaidRef, a.own.publicRef, a.own.unpaidRef, a.marker];
    for (const [name, def] of refCalls) {
      const res = await asBuyer(def, { ref: b.own.publicRef });
      const missing = await asBuyer(def, { ref: ghostOf(b.own.publicRef) });
      const leak = leakIn(res, others);
      matrix.check(!leak && res.status === 200, `${name} by one reference shows ${leak}`);
      matrix.check(missing.code === ErrorCode.NOT_FOUND, `${name} by an unknown reference: ${missing.code}`);
    }
    expect(refCalls.length).toBeGreaterThan(0);
    // Another shop's item under A's storefront: what an item that does not exist gets.
    const item = async (itemId: number) =>
      withoutValue(await asBuyer(calls.storefrontItem, { slug: a.slug, itemId }), [itemId]);
    const other = await item(b.own.showcaseItemIds[0]!);
    matrix.check(
      JSON.stringify(other) === JSON.stringify(await item(987_654_321)),
      `storefrontItem shows B's item under A's shop: ${JSON.stringify(other)}`,
    );
    expect(matrix.failures.slice(failedBefore)).toEqual([]);
  });
});
