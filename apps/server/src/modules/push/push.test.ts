import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { calls } from '@shopkeeper/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inTransaction } from '../../db/index.ts';
import { describeApi } from '../../test/harness.ts';
import { shopWithOneCup } from '../../test/storefront-fixtures.ts';
import { listeners } from '../../use-cases/listeners/index.ts';
import { pushListener } from '../../use-cases/listeners/push.ts';
import type { NotifyingEvent } from '../../use-cases/notify-merchant.ts';
import { placeBuyerOrder } from '../../use-cases/place-buyer-order.ts';
import { sendDuePushes } from '../../use-cases/send-pushes.ts';
import { checkEndpoint } from './endpoint.ts';

// http_ece is what web-push encrypts with; here it decrypts, as the phone's browser would.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: string; privateKey: unknown; authSecret: Buffer }): Buffer;
};

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A push service on this machine: records each POST and answers what `answers` says for its path. */
function pushService() {
  const received: Received[] = [];
  const answers = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = answers.get(req.url ?? '') ?? 201;
      res.end();
    });
  });
  return { server, received, answers };
}

/** A browser's subscription: a real P-256 key pair and auth secret, as PushManager makes them. */
function device(origin: string, name: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    ecdh,
    authSecret,
    path: `/push/${name}`,
    subscription: {
      endpoint: `${origin}/push/${name}`,
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: authSecret.toString('base64url'),
    },
  };
}

let nextEventId = 800_000_000;

describeApi(
  'push: keys, devices, kinds, and delivery through a push service',
  (api) => {
    const service = pushService();
    let origin = '';
    const ctx = () => ({ config: api().config, database: api().database, live: api().live });

    beforeAll(async () => {
      await new Promise<void>((resolve) => service.server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(service.server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => service.server.close(() => resolve())));

    async function shopWithOrder(productNo: string) {
      const shop = await shopWithOneCup(api(), productNo);
      const order = await inTransaction(api().database, (trx) =>
        placeBuyerOrder(trx, {
          shopUserId: shop.merchant.user.id,
          showcaseItemId: shop.itemId,
          quantity: 1,
          buyer: { name: 'Ana', phone: '+84 90 000 0000', address: '1 Market St' },
          lang: 'en',
          source: 'storefront',
          paymentReference: 'sandbox-1',
        }),
      );
      const { order_no } = await api()
        .database.db.selectFrom('orders')
        .select('order_no')
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      return { merchant: shop.merchant, orderId: order.id, orderNo: order_no };
    }

    async function deliver(event: Omit<NotifyingEvent, 'id' | 'at'>, times = 1) {
      const recorded = { id: nextEventId++, at: Date.now(), ...event } as NotifyingEvent;
      for (let i = 0; i < times; i++) await pushListener.handle(ctx(), recorded);
      return recorded;
    }

    const subscribe = (token: string, d: ReturnType<typeof device>, lang = 'en') =>
      api().call(calls.pushSubscribe, { ...d.subscription, lang }, { token });
    const sent = (d: ReturnType<typeof device>) => service.received.filter((r) => r.path === d.path);

    it('is one of the listeners the server runs, from the latest event', () => {
      expect(listeners.find((l) => l.name === 'push')?.startAt).toBe('latest');
    });

    it('serves one public key per install, made at start and kept in the database', async () => {
      const m = await api().merchant();
      const first = await api().call(calls.pushKey, {}, { token: m.token });
      expect(first.code).toBe(200);
      // An uncompressed P-256 point, unpadded base64url: what PushManager.subscribe takes.
      expect(Buffer.from(first.data.publicKey, 'base64url')).toHaveLength(65);
      const again = await api().call(calls.pushKey, {}, { token: m.token });
      expect(again.data.publicKey).toBe(first.data.publicKey);
      const row = await api().database.db.selectFrom('push_keys').selectAll().executeTakeFirstOrThrow();
      expect(row.public_key).toBe(first.data.publicKey);
      expect(row.private_key).not.toBe(row.public_key);
      expect((await api().call(calls.pushKey, {}, {})).code).not.toBe(200);
    });

    it('pushes an encrypted, VAPID-signed notification of a chosen kind, none of an unchosen one', async () => {
      const { merchant, orderId, orderNo } = await shopWithOrder('SK-PUSH-1');
      const phone = device(origin, `a-${merchant.user.id}`);
      expect((await subscribe(merchant.token, phone, 'fr')).data).toEqual({ devices: 1 });
      const settings = await api().call(calls.pushSettings, { kinds: ['orders'] }, { token: merchant.token });
      expect(settings.data).toEqual({ kinds: ['orders'], devices: 1 });

      // Delivered twice (a restarted server), queued and sent once.
      const shipped = await deliver(
        { type: 'order.shipped', userId: merchant.user.id, data: { orderId } },
        2,
      );
      await deliver({
        type: 'topup.approved',
        userId: merchant.user.id,
        data: { topUpId: 7, creditedCents: 1250 },
      });
      expect(await sendDuePushes(ctx())).toMatchObject({ sent: 1 });

      const [push, ...more] = sent(phone);
      expect(more).toHaveLength(0);
      expect(push!.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
      // RFC 8292: "vapid t=<JWT>, k=<the public key the browser subscribed with>".
      const { publicKey } = (await api().call(calls.pushKey, {}, { token: merchant.token })).data;
      const auth = /^vapid t=([^,]+), k=(.+)$/.exec(String(push!.headers.authorization));
      expect(auth?.[2]).toBe(publicKey);
      const [header, claims, signature] = auth![1]!.split('.');
      const jwt = JSON.parse(Buffer.from(claims!, 'base64url').toString());
      expect(jwt.aud).toBe(origin);
      expect(jwt.exp * 1000).toBeGreaterThan(Date.now());
      const point = Buffer.from(publicKey, 'base64url');
      const key = createPublicKey({
        key: {
          kty: 'EC',
          crv: 'P-256',
          x: point.subarray(1, 33).toString('base64url'),
          y: point.subarray(33).toString('base64url'),
        },
        format: 'jwk',
      });
      expect(
        verify(
          'sha256',
          Buffer.from(`${header}.${claims}`),
          { key, dsaEncoding: 'ieee-p1363' },
          Buffer.from(signature!, 'base64url'),
        ),
      ).toBe(true);

      // Only the phone's private key opens it: the notification's kind and parameters, no sentence.
      const plain = ece.decrypt(push!.body, {
        version: 'aes128gcm',
        privateKey: phone.ecdh,
        authSecret: phone.authSecret,
      });
      expect(JSON.parse(plain.toString())).toEqual({
        id: shipped.id,
        type: 'order_shipped',
        params: { orderId, orderNo },
        target: { screen: 'order', id: orderId },
      });
      expect(push!.body.includes(Buffer.from(orderNo))).toBe(false);
      // Nothing is left to send.
      expect(await sendDuePushes(ctx())).toMatchObject({ sent: 0 });
    });

    it('forgets a device the push service answers 410 for, and tries again after a 500', async () => {
      const { merchant, orderId } = await shopWithOrder('SK-PUSH-2');
      const gone = device(origin, `gone-${merchant.user.id}`);
      const flaky = device(origin, `flaky-${merchant.user.id}`);
      await subscribe(merchant.token, gone);
      expect((await subscribe(merchant.token, flaky)).data).toEqual({ devices: 2 });
      service.answers.set(gone.path, 410);
      service.answers.set(flaky.path, 500);

      await deliver({ type: 'order.delivered', userId: merchant.user.id, data: { orderId } });
      expect(await sendDuePushes(ctx())).toMatchObject({ sent: 0, gone: 1, retried: 1 });
      const devices = await api().call(calls.pushSettings, {}, { token: merchant.token });
      expect(devices.data.devices).toBe(1);

      // Not before its wait is over; then it goes.
      expect(await sendDuePushes(ctx())).toMatchObject({ retried: 0, sent: 0 });
      service.answers.delete(flaky.path);
      expect(await sendDuePushes(ctx(), Date.now() + 5_000)).toMatchObject({ sent: 1 });
      expect(sent(flaky)).toHaveLength(2);
      expect(sent(gone)).toHaveLength(1);
    });

    it('keeps a device per endpoint: another merchant signing in on it takes it; unsubscribing touches only one’s own', async () => {
      const a = await api().merchant();
      const b = await api().merchant();
      const shared = device(origin, `shared-${a.user.id}`);
      await subscribe(a.token, shared);
      expect((await subscribe(b.token, shared)).data).toEqual({ devices: 1 });
      expect((await api().call(calls.pushSettings, {}, { token: a.token })).data).toEqual({
        kinds: ['orders', 'money', 'account', 'messages', 'announcements'],
        devices: 0,
      });
      // A cannot remove B's device.
      await api().call(calls.pushUnsubscribe, { endpoint: shared.subscription.endpoint }, { token: a.token });
      expect((await api().call(calls.pushSettings, {}, { token: b.token })).data.devices).toBe(1);
      const removed = await api().call(
        calls.pushUnsubscribe,
        { endpoint: shared.subscription.endpoint },
        { token: b.token },
      );
      expect(removed.data).toEqual({ devices: 0 });
    });

    it('pushes a broadcast in the device’s language, to the merchants who want announcements', async () => {
      const m = await api().merchant();
      const phone = device(origin, `bc-${m.user.id}`);
      await subscribe(m.token, phone, 'vi');
      const { broadcastId } = await inTransaction(api().database, async (trx) => {
        const row = await trx
          .insertInto('notify_broadcasts')
          .values({ tier: null, created_by: m.user.id, created_at: Date.now() } as never)
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('notify_broadcast_texts')
          .values([
            { broadcast_id: row.id, lang: 'en', title: 'Holiday hours', body: 'Closed on Monday' },
            { broadcast_id: row.id, lang: 'vi', title: 'Giờ nghỉ lễ', body: 'Nghỉ thứ Hai' },
          ] as never)
          .execute();
        return { broadcastId: Number(row.id) };
      });
      await deliver({ type: 'notify.broadcast', userId: null, data: { broadcastId, tier: null } } as never);
      await sendDuePushes(ctx());
      const [push] = sent(phone);
      const plain = ece.decrypt(push!.body, {
        version: 'aes128gcm',
        privateKey: phone.ecdh,
        authSecret: phone.authSecret,
      });
      expect(JSON.parse(plain.toString())).toMatchObject({
        type: 'broadcast',
        title: 'Giờ nghỉ lễ',
        body: 'Nghỉ thứ Hai',
      });
    });
  },
  { pushHttpEndpoints: true },
);

describeApi('push: endpoints outside the tests', (api) => {
  it('refuses an endpoint that is not a public https host, naming the field', async () => {
    const m = await api().merchant();
    const keys = {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    };
    for (const endpoint of [
      'http://push.example.com/x',
      'https://127.0.0.1/x',
      'https://localhost/x',
      'https://[::1]/x',
    ]) {
      const res = await api().call(
        calls.pushSubscribe,
        { endpoint, ...keys, lang: 'en' },
        { token: m.token },
      );
      expect(res.code, endpoint).toBe(405);
      expect(res.msg).toMatch(/endpoint/i);
    }
    const ok = await api().call(
      calls.pushSubscribe,
      { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', ...keys, lang: 'en' },
      { token: m.token },
    );
    expect(ok.data).toEqual({ devices: 1 });
  });

  it('allows http only when the tests ask', () => {
    expect(checkEndpoint('http://127.0.0.1:9/x', true)).toBe(true);
    expect(checkEndpoint('http://127.0.0.1:9/x', false)).toBe(false);
    expect(checkEndpoint('https://user:pw@push.example.com/x', false)).toBe(false);
    expect(checkEndpoint('https://web.push.apple.com/abc', false)).toBe(true);
  });
});
