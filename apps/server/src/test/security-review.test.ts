import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { calls, ErrorCode, errorMessage, SHOP_KEY_HEADER, schemas } from '@shopkeeper/contract';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { tableNames } from '../db/analyze.ts';
import { inTransaction } from '../db/index.ts';
import { insertGoods, insertGoodsType } from '../modules/catalogue/service.ts';
import { describeApi, type TestApi } from './harness.ts';
import { signInOperator } from './operator.ts';
import { type FilePart, multipart } from './order-comment-fixtures.ts';
import { reportFigures } from './verify-report.ts';

/**
 * The claims of docs/security.md, each checked the way an attacker or a stolen database
 * would meet it: every token a caller is handed, every kind of answer's headers, an internal
 * error, the default guessing limits, uploads judged by their bytes. What other tests
 * already keep is cited in docs/security.md rather than repeated here.
 */

const dataDir = mkdtempSync(path.join(tmpdir(), 'shopkeeper-security-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Every cell of every table as one text: a secret absent from it is absent from the database. */
async function everyStoredValue(api: TestApi): Promise<string> {
  const tables = await Promise.all(
    (await tableNames(api.database)).map(async (table) => {
      const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
        api.database.db,
      );
      return JSON.stringify(rows, (_, v) => (typeof v === 'bigint' ? String(v) : v));
    }),
  );
  return tables.join('\n');
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Random bits a base64url token carries (6 per character), after a fixed prefix if any. */
const bitsOf = (token: string, prefix = '') => {
  expect(token.startsWith(prefix)).toBe(true);
  const body = token.slice(prefix.length);
  expect(body).toMatch(/^[A-Za-z0-9_-]+$/);
  return Buffer.from(body, 'base64url').length * 8;
};

/** What every answer must carry, whatever served it (docs/security.md, docs/decisions/005). */
function expectSecurityHeaders(headers: Record<string, unknown>, what: string) {
  const csp = String(headers['content-security-policy'] ?? '');
  expect(csp, what).toMatch(/frame-ancestors 'none'/);
  expect(csp, what).toMatch(/object-src 'none'|default-src 'none'/);
  const scripts = csp.match(/script-src ([^;]*)/)?.[1] ?? csp.match(/default-src ([^;]*)/)?.[1];
  expect(scripts, what).toBeDefined();
  expect(scripts, what).not.toContain('unsafe-inline');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('DENY');
  const hsts = String(headers['strict-transport-security'] ?? '').match(/max-age=(\d+)/)?.[1];
  expect(Number(hsts), what).toBeGreaterThanOrEqual(180 * 86_400);
  expect(headers['referrer-policy'], what).toBe('no-referrer');
}

const buyer = { name: 'Ada Buyer', phone: '+1 555 0101', address: '1 Lane' };

describeApi(
  'security review: what docs/security.md claims',
  (api) => {
    const figures = { checks: 0, passed: 0 };
    /** An `it` whose outcome is counted for `npm run verify`. */
    const check = (name: string, body: () => Promise<void>) =>
      it(name, async () => {
        figures.checks++;
        await body();
        figures.passed++;
      });
    afterAll(() => reportFigures('security', api().database.dialect, figures));

    let operator: { id: number; token: string };
    let goodsId: number;
    beforeAll(async () => {
      operator = await signInOperator(api());
      goodsId = await inTransaction(api().database, async (trx) => {
        const typeId = await insertGoodsType(trx, { sortOrder: 1, icon: null, names: { en: 'Mugs' } });
        return insertGoods(trx, {
          typeId,
          productNo: 'SK-SEC-1',
          costCents: 250,
          suggestedPriceCents: 600,
          stockStatus: 'in_stock',
          images: [],
          texts: { en: { name: 'Mug', description: '' } },
        });
      });
    });

    /** A merchant whose showcase lists the mug, with an order-intake key. */
    async function shopWithKey() {
      const merchant = await api().merchant();
      const { token } = merchant;
      await api().call(calls.showcaseAdd, { items: [{ goodsId, price: '8.00' }] }, { token });
      const itemId: number = (await api().call(calls.showcaseList, { limit: 5 }, { token })).data.items[0].id;
      const key: string = (await api().call(calls.shopIntakeKeyCreate, { label: 'site' }, { token })).data
        .key;
      return { merchant, itemId, key };
    }

    check(
      'every credential handed out has at least 128 random bits, and the database holds only its SHA-256',
      async () => {
        const { merchant, itemId, key } = await shopWithKey();
        const signedIn = await api().call(calls.login, {
          username: merchant.username,
          password: merchant.password,
        });
        const ticket = await api().call(calls.streamTicket, {}, { token: merchant.token });
        const link = await api().call(
          calls.consoleUsersResetLink,
          { userId: merchant.user.id },
          { token: operator.token },
        );
        const resetToken = new URLSearchParams(String(link.data.path).split('?')[1]).get('token')!;
        const credentials = {
          'session (sign-up)': { value: merchant.token, bits: bitsOf(merchant.token) },
          'session (sign-in)': { value: signedIn.data.token as string, bits: bitsOf(signedIn.data.token) },
          'operator session': { value: operator.token, bits: bitsOf(operator.token) },
          'live-stream ticket': { value: ticket.data.ticket as string, bits: bitsOf(ticket.data.ticket) },
          'order-intake key': { value: key, bits: bitsOf(key, 'sk_shop_') },
          'password reset link': { value: resetToken, bits: bitsOf(resetToken) },
        };
        const stored = await everyStoredValue(api());
        for (const [kind, { value, bits }] of Object.entries(credentials)) {
          expect(bits, kind).toBeGreaterThanOrEqual(128);
          expect(stored.includes(value), `${kind} stored as sent`).toBe(false);
          expect(stored.includes(sha256(value)), `${kind}'s hash stored`).toBe(true);
        }
        // Each is drawn anew: two of a kind never repeat.
        const second = await api().call(calls.streamTicket, {}, { token: merchant.token });
        expect(second.data.ticket).not.toBe(ticket.data.ticket);

        // A buyer's order link is a capability too, but the merchant's intake answers it again
        // when asked (docs/security.md, "Credentials"): random enough, stored as it is.
        const order = await api().call(
          calls.intakeOrderCreate,
          { showcaseItemId: itemId, quantity: 1, ...buyer, externalReference: 'sec-1' },
          { headers: { [SHOP_KEY_HEADER]: key } },
        );
        expect(order.code).toBe(200);
        expect(bitsOf(order.data.publicRef)).toBeGreaterThanOrEqual(128);
        expect(schemas.publicRef.safeParse(order.data.publicRef).success).toBe(true);
      },
    );

    check('no answer carries a password hash, a token hash or an argon2 string', async () => {
      const { merchant } = await shopWithKey();
      await api().call(calls.updatePayPassword, { payPassword: '135790' }, { token: merchant.token });
      const { db } = api().database;
      const secrets = [
        ...(await db.selectFrom('users').select(['password_hash', 'pay_password_hash']).execute()).flatMap(
          (u) => [u.password_hash, u.pay_password_hash],
        ),
        ...(await db.selectFrom('sessions').select('token_hash').execute()).map((s) => s.token_hash),
        ...(await db.selectFrom('intake_keys').select('key_hash').execute()).map((k) => k.key_hash),
      ].filter((s): s is string => typeof s === 'string' && s.length > 0);
      expect(secrets.length).toBeGreaterThan(4);
      const answers = [
        await api().raw({
          method: 'POST',
          url: '/api/login',
          payload: { username: merchant.username, password: merchant.password },
        }),
        await api().raw({ method: 'GET', url: '/api/v1/me', headers: { authorization: merchant.token } }),
        await api().raw({
          method: 'POST',
          url: '/api/v1/shop/intake_key/list',
          payload: {},
          headers: { authorization: merchant.token },
        }),
        await api().raw({
          method: 'POST',
          url: `/api${calls.consoleUsersList.path}`,
          payload: {},
          headers: { authorization: operator.token },
        }),
        await api().raw({
          method: 'POST',
          url: `/api${calls.consoleUsersDetail.path}`,
          payload: { userId: merchant.user.id },
          headers: { authorization: operator.token },
        }),
      ];
      for (const answer of answers) {
        expect(answer.json().code, answer.body.slice(0, 200)).toBe(200);
        expect(answer.body).not.toMatch(/\$argon2/);
        for (const secret of secrets) expect(answer.body.includes(secret)).toBe(false);
      }
    });

    check(
      'every kind of answer carries the security headers: API, refusals, pages, files, errors before routing',
      async () => {
        const { merchant } = await shopWithKey();
        const logo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
          .png()
          .toBuffer();
        const uploaded = await uploadFile(api(), merchant.token, 'logo', {
          name: 'file',
          filename: 'logo.png',
          contentType: 'image/png',
          bytes: logo,
        });
        expect(uploaded.code).toBe(200);
        const answers: Record<
          string,
          { method?: 'GET' | 'POST'; url: string; token?: string; status: number }
        > = {
          'an API call': { url: '/api/v1/me', token: merchant.token, status: 200 },
          'a refusal (no token)': { url: '/api/v1/me', status: 200 },
          'an unknown API path': { url: '/api/v1/nothing-here', status: 404 },
          'a path Fastify cannot decode': { url: '/api/v1/%zz', status: 200 },
          'the API description': { url: '/api/docs', status: 200 },
          'a storefront page': { url: `/s/${merchant.user.shop!.slug}`, status: -1 },
          'a missing storefront page': { url: '/s/no-such-shop-here', status: -1 },
          'a stored file': { url: `/files/${uploaded.data.path}`, status: 200 },
          'a missing file': { url: '/files/logo/AAAAAAAAAAAAAAAAAAAAAAAA.png', status: 404 },
          'a front-end route': { url: '/shopCenter', status: -1 },
        };
        for (const [what, { method = 'GET', url, token, status }] of Object.entries(answers)) {
          const res = await api().raw({ method, url, headers: token ? { authorization: token } : {} });
          if (status > 0) expect(res.statusCode, what).toBe(status);
          expectSecurityHeaders(res.headers, what);
        }
        // What Node's parser refuses never reaches Fastify (plugins/errors.ts clientErrorHandler).
        await api().app.listen({ port: 0, host: '127.0.0.1' });
        const { port } = api().app.server.address() as AddressInfo;
        const refused = await new Promise<http.IncomingMessage>((resolve, reject) =>
          http
            .request({ port, host: '127.0.0.1', method: 'BREW', path: '/api/v1/me' }, resolve)
            .on('error', reject)
            .end(),
        );
        refused.resume();
        expect(refused.statusCode).toBe(400);
        expectSecurityHeaders(refused.headers, 'a request Node cannot parse');
      },
    );

    check('an internal error answers the bare envelope: no stack, SQL, table, path or setting', async () => {
      const { merchant } = await shopWithKey();
      const unknown = {
        code: ErrorCode.UNKNOWN_ERROR,
        msg: errorMessage(ErrorCode.UNKNOWN_ERROR, 'en'),
        data: null,
      };
      // A table gone from under the server: every query on it fails in the driver, whose
      // message names the table and quotes the SQL.
      const broken = async (table: string, request: Parameters<TestApi['raw']>[0]) => {
        await sql`alter table ${sql.table(table)} rename to ${sql.table(`${table}_gone`)}`.execute(
          api().database.db,
        );
        try {
          return await api().raw(request);
        } finally {
          await sql`alter table ${sql.table(`${table}_gone`)} rename to ${sql.table(table)}`.execute(
            api().database.db,
          );
        }
      };
      const answers = {
        'sign-in': await broken('users', {
          method: 'POST',
          url: '/api/login',
          payload: { username: merchant.username, password: merchant.password },
        }),
        'a signed-in read': await broken('sessions', {
          method: 'GET',
          url: '/api/v1/me',
          headers: { authorization: merchant.token },
        }),
        'a storefront page': await broken('shops', { method: 'GET', url: `/s/${merchant.user.shop!.slug}` }),
        'a file': await broken('uploads', { method: 'GET', url: '/files/logo/AAAAAAAAAAAAAAAAAAAAAAAA.png' }),
      };
      for (const [what, res] of Object.entries(answers)) {
        // The spec's code 500 ("unknown error"), whose message a client shows as it is.
        expect(res.statusCode, what).toBe(500);
        expect(res.json(), what).toEqual(unknown);
        expect(res.body, what).not.toMatch(/select|from |_gone|sqlite|relation|\.ts|node_modules|at |stack/i);
        expectSecurityHeaders(res.headers, what);
      }
      // The server works again once the table is back: the failure held nothing.
      expect((await api().call(calls.getMe, {}, { token: merchant.token })).code).toBe(200);
    });

    check(
      'guessing is cut off at the default limits: the fifth wrong password locks that device for 15 minutes',
      async () => {
        const m = await api().merchant();
        const ip = '203.0.113.7';
        const answers = [];
        for (let i = 0; i < 5; i++) {
          answers.push(
            await api().call(calls.login, { username: m.username, password: `Wrong-guess-${i}x` }, { ip }),
          );
        }
        expect(answers.map((a) => a.code)).toEqual([413, 413, 413, 413, 440]);
        expect(answers.slice(0, 4).map((a) => a.data.attemptsLeft)).toEqual([4, 3, 2, 1]);
        const locked = schemas.lockedOutData.parse(answers[4]!.data);
        expect(locked).toMatchObject({ scope: 'device', retryAfterMinutes: 15 });
        expect(locked.retryAfterSeconds).toBeGreaterThan(14 * 60);
        // The right password from that device waits too; from another address it signs in.
        expect(
          (await api().call(calls.login, { username: m.username, password: m.password }, { ip })).code,
        ).toBe(440);
        const elsewhere = await api().call(
          calls.login,
          { username: m.username, password: m.password },
          { ip: '198.51.100.9' },
        );
        expect(elsewhere.code).toBe(200);

        // The transaction PIN: five wrong, then locked with the time it opens again.
        await api().call(calls.updatePayPassword, { payPassword: '135790' }, { token: m.token });
        const pins = [];
        for (let i = 0; i < 6; i++) {
          pins.push(
            await api().call(
              calls.updatePayPassword,
              { oldPayPassword: '000000', payPassword: '246802' },
              { token: m.token },
            ),
          );
        }
        expect(pins.map((p) => p.code)).toEqual([443, 443, 443, 443, 443, 443]);
        const pinLock = schemas.payPasswordRefusalData.parse(pins[5]!.data);
        expect(pinLock.attemptsLeft).toBe(0);
        expect(Date.parse(pinLock.lockedUntil!)).toBeGreaterThan(Date.now() + 14 * 60_000);
      },
    );

    check('an upload is judged by its bytes, whatever its name and type say', async () => {
      const { token } = await api().merchant();
      const rows = async () =>
        (await api().database.db.selectFrom('uploads').select('path').execute()).length;
      const before = await rows();
      const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
      const disguised: Omit<FilePart, 'name'>[] = [
        {
          filename: 'photo.jpg',
          contentType: 'image/jpeg',
          bytes: Buffer.from('<html><script>alert(1)</script></html>'),
        },
        {
          filename: 'logo.svg',
          contentType: 'image/svg+xml',
          bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        },
        { filename: 'logo.png', contentType: 'image/png', bytes: gif },
        {
          filename: 'logo.webp',
          contentType: 'image/webp',
          bytes: Buffer.from('RIFF\0\0\0\0WEBPVP8 garbage that is no picture'),
        },
        {
          filename: 'x.jpg',
          contentType: 'image/jpeg',
          bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Buffer.from('<script>')]),
        },
      ];
      for (const file of disguised) {
        const res = await uploadFile(api(), token, 'logo', { name: 'file', ...file });
        expect(res, file.filename).toMatchObject({ code: 405, data: { field: 'file', variant: 'fileType' } });
      }
      expect(await rows()).toBe(before);
      // The other way round: a real picture named and typed as a program is stored and served as what it is.
      const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0c0' } })
        .png()
        .toBuffer();
      const stored = await uploadFile(api(), token, 'logo', {
        name: 'file',
        filename: 'setup.exe',
        contentType: 'application/x-msdownload',
        bytes: png,
      });
      expect(stored.code).toBe(200);
      expect(stored.data.path).toMatch(/\.png$/);
      const served = await api().raw({ method: 'GET', url: `/files/${stored.data.path}` });
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    });
  },
  { dataDir },
);

async function uploadFile(api: TestApi, token: string, kind: string, file: FilePart) {
  const body = multipart({}, [file]);
  const response = await api.raw({
    method: 'POST',
    url: `/api/v1/upload/${kind}`,
    payload: body.payload,
    headers: { ...body.headers, authorization: token },
  });
  return response.json();
}
