import path from 'node:path';
import { calls, ErrorCode } from '@shopkeeper/contract';
import { beforeAll, expect, it } from 'vitest';
import { inTransaction } from '../../db/index.ts';
import { countRows, describeApi } from '../../test/harness.ts';
import { insertGoods, insertGoodsType } from '../catalogue/service.ts';
import { moveOrder } from '../orders/transitions.ts';
import { paymentProvider, type SandboxProvider } from '../payments/service.ts';
import { setStorefrontClosed } from '../shops/service.ts';
import { countView, RATE_LIMITS, storefrontCounts, sweepStorefront } from './service.ts';

/** Under tests the renderer is apps/web's source, transformed by vitest as the build would. */
export const RENDERER_SOURCE = path.resolve(
  import.meta.dirname,
  '../../../../web/src/storefront/entry-server.tsx',
);

const today = () => new Date().toISOString().slice(0, 10);

describeApi(
  'the storefront: shop, item, views, pages',
  (api) => {
    let goodsIds: number[];
    let merchant: Awaited<ReturnType<ReturnType<typeof api>['merchant']>>;
    let slug: string;
    /** Showcase item ids by goods index. */
    const items: number[] = [];

    beforeAll(async () => {
      await inTransaction(api().database, async (trx) => {
        const typeId = await insertGoodsType(trx, { sortOrder: 1, icon: null, names: { en: 'Things' } });
        goodsIds = [];
        for (let i = 0; i < 5; i++) {
          goodsIds.push(
            await insertGoods(trx, {
              productNo: `SK-SF-${i}`,
              typeId,
              costCents: 300,
              suggestedPriceCents: 590,
              stockStatus: 'in_stock',
              images: [`goods_image/sf${i}.webp`, `goods_image/sf${i}b.webp`],
              texts: {
                en: { name: `Lamp ${i}`, description: `A <bright> lamp ${i}` },
                fr: { name: `Lampe ${i}`, description: `Une lampe ${i}` },
              },
            }),
          );
        }
      });
      merchant = await api().merchant();
      slug = merchant.user.shop!.slug;
      for (const goodsId of goodsIds) {
        const res = await api().call(
          calls.showcaseAdd,
          { items: [{ goodsId, price: '7.50' }] },
          { token: merchant.token },
        );
        expect(res.code).toBe(200);
      }
      const list = await api().call(calls.showcaseList, { limit: 100 }, { token: merchant.token });
      // Newest first there: reverse to goods order.
      items.push(...(list.data.items as { id: number }[]).map((i) => i.id).reverse());
      // The last item is unlisted: never shown to buyers.
      await api().call(
        calls.showcaseStatus,
        { ids: [items[4]!], status: 'unlisted' },
        { token: merchant.token },
      );
    });

    const shop = (
      input: Record<string, unknown>,
      options: { lang?: string; ip?: string; headers?: Record<string, string> } = {},
    ) => api().call(calls.storefrontShop, { slug, ...input }, options);

    it('answers a shop by slug with its listed goods only, by sales then newest, in the buyer’s language, keyset-paged', async () => {
      const first = await shop({ limit: 3 }, { lang: 'fr-CA,en;q=0.5' });
      expect(first.code).toBe(200);
      expect(first.data.shop).toEqual({
        slug,
        name: merchant.user.shop!.name,
        logo: null,
        rating: null,
        closedSince: null,
        closedReason: null,
      });
      expect(first.data.goods.items.map((i: { id: number }) => i.id)).toEqual([items[3], items[2], items[1]]);
      expect(first.data.goods.items[0]).toEqual({
        id: items[3],
        name: 'Lampe 3',
        image: 'goods_image/sf3.webp',
        price: '7.50',
        featured: false,
        available: true,
      });
      const second = await shop({ limit: 3, cursor: first.data.goods.nextCursor });
      expect(second.data.goods).toEqual({
        items: [expect.objectContaining({ id: items[0], name: 'Lamp 0' })],
        nextCursor: null,
      });
      // The `lang` input wins over Accept-Language (the app's rule: the stored choice first).
      const chosen = await shop({ limit: 1, lang: 'jp' }, { lang: 'fr' });
      expect(chosen.code).toBe(200);
      expect(chosen.data.goods.items[0].name).toBe('Lamp 3');
    });

    it('refuses an unknown slug with 404, a malformed one with 405, and a cursor it did not give', async () => {
      expect((await shop({ slug: 'nosuchshop1' })).code).toBe(ErrorCode.NOT_FOUND);
      expect((await shop({ slug: 'NOT A SLUG' })).code).toBe(ErrorCode.INVALID_PARAMETER);
      expect((await shop({ cursor: '12' })).code).toBe(ErrorCode.INVALID_PARAMETER);
      const extra = await shop({ token: 'x' });
      expect(extra.code).toBe(ErrorCode.INVALID_PARAMETER);
    });

    it('answers one listed item; an unlisted, unknown or other shop’s item is 404', async () => {
      const res = await api().call(calls.storefrontItem, { slug, itemId: items[1]! }, { lang: 'en' });
      expect(res.code).toBe(200);
      expect(res.data.item).toEqual({
        id: items[1],
        name: 'Lamp 1',
        description: 'A <bright> lamp 1',
        image: 'goods_image/sf1.webp',
        images: ['goods_image/sf1.webp', 'goods_image/sf1b.webp'],
        price: '7.50',
        featured: false,
        available: true,
      });
      const other = await api().merchant();
      for (const input of [
        { slug, itemId: items[4]! },
        { slug, itemId: 999_999 },
        { slug: other.user.shop!.slug, itemId: items[1]! },
      ]) {
        expect((await api().call(calls.storefrontItem, input)).code).toBe(ErrorCode.NOT_FOUND);
      }
    });

    it('counts a visitor per shop view and a click per item view, once per address per hour', async () => {
      const fresh = await api().merchant();
      const add = await api().call(
        calls.showcaseAdd,
        { items: [{ goodsId: goodsIds[0]! }] },
        { token: fresh.token },
      );
      expect(add.code).toBe(200);
      const [item] = (await api().call(calls.showcaseList, {}, { token: fresh.token })).data.items;
      const freshSlug = fresh.user.shop!.slug;
      const userId = fresh.user.id;

      for (let i = 0; i < 5; i++) await shop({ slug: freshSlug }, { ip: '10.0.0.1' });
      await shop({ slug: freshSlug }, { ip: '10.0.0.2' });
      // Later pages are the same visit.
      const firstPage = await shop({ slug: freshSlug, limit: 1 }, { ip: '10.0.0.3' });
      expect(firstPage.code).toBe(200);
      for (let i = 0; i < 3; i++)
        await api().call(calls.storefrontItem, { slug: freshSlug, itemId: item.id }, { ip: '10.0.0.1' });
      await api().call(calls.storefrontItem, { slug: freshSlug, itemId: item.id }, { ip: '10.0.0.4' });
      // A refused view counts nothing.
      await api().call(calls.storefrontItem, { slug: freshSlug, itemId: 999_999 }, { ip: '10.0.0.5' });
      // Nor does a chat app's link preview or a search engine, by the API or the page.
      for (const agent of [
        'WhatsApp/2.23.20.0 A',
        'TelegramBot (like TwitterBot)',
        'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
        'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      ]) {
        const headers = { 'user-agent': agent };
        expect(
          (await api().call(calls.storefrontShop, { slug: freshSlug }, { ip: '10.0.0.6', headers })).code,
        ).toBe(200);
        await api().call(
          calls.storefrontItem,
          { slug: freshSlug, itemId: item.id },
          { ip: '10.0.0.6', headers },
        );
        expect(
          (await api().raw({ method: 'GET', url: `/s/${freshSlug}`, headers, remoteAddress: '10.0.0.7' }))
            .statusCode,
        ).toBe(200);
      }

      expect(await storefrontCounts(api().database.db, userId, today(), today())).toEqual({
        visitors: 3,
        clicks: 2,
      });
      const list = await api().call(calls.showcaseList, {}, { token: fresh.token });
      expect(list.data.items[0].clicks).toBe(2);
      // People on phones whose browsers' names are odd still count: a Cubot phone, Pinterest's
      // in-app browser.
      for (const [ip, agent] of [
        ['10.0.0.8', 'Mozilla/5.0 (Linux; Android 10; CUBOT X30 Build/QP1A.190711.020) Chrome/120.0 Mobile'],
        ['10.0.0.9', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 [Pinterest/iOS]'],
      ] as const)
        await shop({ slug: freshSlug }, { ip, headers: { 'user-agent': agent } });
      expect((await storefrontCounts(api().database.db, userId, today(), today())).visitors).toBe(5);
    });

    it('counts a visitor once per UTC day and an item click once per hour; the clean-up forgets what no window needs', async () => {
      const db = api().database.db;
      const hour = 3_600_000;
      const t0 = Date.parse('2026-01-01T10:00:00Z');
      const view = { shopUserId: merchant.user.id };
      const item = { shopUserId: merchant.user.id, itemId: 987_654 };
      expect(await countView(db, view, '10.6.0.1', t0)).toBe(true);
      expect(await countView(db, view, '10.6.0.1', t0 + hour)).toBe(false);
      expect(await countView(db, view, '10.6.0.1', Date.parse('2026-01-01T23:59:59Z'))).toBe(false);
      expect(await countView(db, item, '10.6.0.1', t0)).toBe(true);
      expect(await countView(db, item, '10.6.0.1', t0 + hour - 1)).toBe(false);
      expect(await countView(db, item, '10.6.0.1', t0 + hour)).toBe(true);
      expect(await storefrontCounts(db, merchant.user.id, '2026-01-01', '2026-01-01')).toEqual({
        visitors: 1,
        clicks: 2,
      });
      // Later the same day, the visitor's row is still needed and kept.
      const views = await countRows(api().database, 'storefront_views');
      await sweepStorefront(db, t0 + 3 * hour);
      expect(await countRows(api().database, 'storefront_views')).toBe(views);
      expect(await countView(db, view, '10.6.0.1', t0 + 3 * hour)).toBe(false);
      // The next UTC day, the same address is a visitor again.
      const nextDay = Date.parse('2026-01-02T00:00:01Z');
      expect(await countView(db, view, '10.6.0.1', nextDay)).toBe(true);
      expect((await storefrontCounts(db, merchant.user.id, '2026-01-02', '2026-01-02')).visitors).toBe(1);
      // The day before is past every window: swept; today's visitor is still known.
      await sweepStorefront(db, nextDay + 2 * hour);
      expect(await countRows(api().database, 'storefront_views')).toBeLessThan(views);
      expect(await countView(db, view, '10.6.0.1', nextDay + 2 * hour)).toBe(false);
    });

    it('limits buyers’ orders and receipts per address, in the database', async () => {
      const before = await countRows(api().database, 'storefront_requests');
      const order = {
        slug: 'nosuchshop2',
        itemId: 1,
        quantity: 1,
        name: 'Ana',
        phone: '+1 555 0100',
        address: '1 Main St',
      };
      const answers: number[] = [];
      for (let i = 0; i <= RATE_LIMITS.order.max; i++)
        answers.push((await api().call(calls.storefrontOrderCreate, order, { ip: '10.9.0.1' })).code);
      expect(answers.slice(0, -1).every((c) => c === ErrorCode.NOT_FOUND)).toBe(true);
      const limited = await api().call(calls.storefrontOrderCreate, order, { ip: '10.9.0.1', lang: 'fr' });
      expect(limited).toMatchObject({ code: ErrorCode.OPERATION_BUSY, status: 429 });
      expect(answers.at(-1)).toBe(ErrorCode.OPERATION_BUSY);
      // Another address is not held back.
      expect((await api().call(calls.storefrontOrderCreate, order, { ip: '10.9.0.2' })).code).toBe(
        ErrorCode.NOT_FOUND,
      );

      const accepts: number[] = [];
      for (let i = 0; i <= RATE_LIMITS.accept.max; i++)
        accepts.push(
          (await api().call(calls.storefrontOrderAccept, { ref: 'unknownref' }, { ip: '10.9.0.3' })).code,
        );
      expect(accepts.at(-2)).toBe(ErrorCode.NOT_FOUND);
      expect(accepts.at(-1)).toBe(ErrorCode.OPERATION_BUSY);
      expect(await countRows(api().database, 'storefront_requests')).toBeGreaterThan(before);
    });

    it('refuses buyer inputs past their lengths with 405 naming the field, before counting or charging', async () => {
      const base = {
        slug,
        itemId: items[0]!,
        quantity: 1,
        name: 'Ana',
        phone: '+1 555 0100',
        address: '1 Main St',
      };
      const cases: [Record<string, unknown>, string, number][] = [
        [{ name: 'x'.repeat(65) }, 'name', ErrorCode.INVALID_PARAMETER],
        [{ name: '   ' }, 'name', ErrorCode.INVALID_PARAMETER],
        [{ phone: '1'.repeat(33) }, 'phone', ErrorCode.INVALID_PARAMETER],
        [{ phone: 'call me' }, 'phone', ErrorCode.INVALID_PARAMETER],
        [{ address: 'x'.repeat(201) }, 'address', ErrorCode.INVALID_PARAMETER],
        [{ quantity: 0 }, 'quantity', ErrorCode.INVALID_PARAMETER],
        [{ quantity: 100 }, 'quantity', ErrorCode.INVALID_PARAMETER],
        [{ quantity: 1.5 }, 'quantity', ErrorCode.INVALID_PARAMETER],
        [{ name: undefined }, 'name', ErrorCode.PARAMETER_MISSING],
      ];
      const requests = await countRows(api().database, 'storefront_requests');
      for (const [change, field, code] of cases) {
        const res = await api().call(calls.storefrontOrderCreate, { ...base, ...change }, { ip: '10.8.0.1' });
        expect(res, field).toMatchObject({ code, data: { field } });
      }
      expect(await countRows(api().database, 'storefront_requests')).toBe(requests);
    });

    const buyer = { name: 'Ana Lima', phone: '+33 6 12 34 56 78', address: '12 rue des Lilas, Lyon' };
    const place = (input: Record<string, unknown>, options: { lang?: string; ip?: string } = {}) =>
      api().call(
        calls.storefrontOrderCreate,
        { slug, itemId: items[2]!, quantity: 2, ...buyer, ...input },
        options,
      );
    const orderRow = (ref: string) =>
      api()
        .database.db.selectFrom('orders')
        .selectAll()
        .where('public_ref', '=', ref)
        .executeTakeFirstOrThrow();

    it('takes an order: charged through the sandbox, made pending payment, counted as sales, shown by its reference', async () => {
      const sandbox = paymentProvider(api().config) as SandboxProvider;
      const charges = sandbox.charges.length;
      const res = await place({}, { lang: 'fr', ip: '10.7.0.1' });
      expect(res.code).toBe(200);
      expect(res.data).toEqual({
        publicRef: expect.any(String),
        orderNo: expect.any(String),
        amount: '15.00',
      });
      expect(sandbox.charges.slice(charges)).toEqual([
        expect.objectContaining({ amountCents: 1500, currency: 'USD', buyer }),
      ]);
      const row = await orderRow(res.data.publicRef);
      expect(row).toMatchObject({
        status: 'pending_payment',
        source: 'storefront',
        quantity: 2,
        buyer_name: buyer.name,
        buyer_lang: 'fr',
        payment_reference: sandbox.charges.at(-1)!.providerReference,
      });
      // Best-selling first now.
      const shopNow = await shop({ limit: 1 });
      expect(shopNow.data.goods.items[0].id).toBe(items[2]);

      const status = await api().call(
        calls.storefrontOrderStatus,
        { ref: res.data.publicRef },
        { lang: 'fr' },
      );
      expect(status.code).toBe(200);
      expect(status.data).toMatchObject({
        publicRef: res.data.publicRef,
        orderNo: res.data.orderNo,
        status: 'pending_payment',
        quantity: 2,
        unitPrice: '7.50',
        amount: '15.00',
        goods: { name: 'Lampe 2', image: 'goods_image/sf2.webp' },
        shop: { slug },
        acceptedAt: null,
        canAccept: false,
      });
      // The status page the buyer returns to.
      const page = await api().raw({ method: 'GET', url: `/s/${slug}/order/${res.data.publicRef}?lang=fr` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(res.data.orderNo);
      expect(page.body).toContain('En préparation');
      expect(page.body).not.toContain('J’ai reçu ma commande');
      // Under another shop's address, the order is not there.
      const other = await api().merchant();
      const elsewhere = await api().raw({
        method: 'GET',
        url: `/s/${other.user.shop!.slug}/order/${res.data.publicRef}`,
      });
      expect(elsewhere.statusCode).toBe(404);
    });

    it('refuses an order for an unlisted or unknown item (404), a closed shop (203) and a declined payment (204), charging and writing nothing', async () => {
      const sandbox = paymentProvider(api().config) as SandboxProvider;
      const charges = sandbox.charges.length;
      const orders = await countRows(api().database, 'orders');
      expect((await place({ itemId: items[4]! }, { ip: '10.7.0.2' })).code).toBe(ErrorCode.NOT_FOUND);
      expect((await place({ itemId: 999_999 }, { ip: '10.7.0.2' })).code).toBe(ErrorCode.NOT_FOUND);
      expect((await place({ slug: 'nosuchshop4' }, { ip: '10.7.0.2' })).code).toBe(ErrorCode.NOT_FOUND);
      const declined = await place({ name: 'DECLINE' }, { ip: '10.7.0.2' });
      expect(declined).toMatchObject({
        code: ErrorCode.OPERATION_FAILED,
        data: { reason: 'paymentDeclined' },
      });

      const closedShop = await api().merchant();
      await api().call(
        calls.showcaseAdd,
        { items: [{ goodsId: goodsIds[0]! }] },
        { token: closedShop.token },
      );
      const [closedItem] = (await api().call(calls.showcaseList, {}, { token: closedShop.token })).data.items;
      await setStorefrontClosed(api().database.db, closedShop.user.id, Date.parse('2026-11-20T08:00:00Z'));
      const closed = await place(
        { slug: closedShop.user.shop!.slug, itemId: closedItem.id },
        { ip: '10.7.0.2', lang: 'ja' },
      );
      expect(closed).toMatchObject({
        code: ErrorCode.INVALID_OPERATION,
        data: { reason: 'shopClosed', since: '2026-11-20T08:00:00.000Z' },
      });
      // A closed shop says so and shows no order form.
      const shopAnswer = await shop({ slug: closedShop.user.shop!.slug });
      expect(shopAnswer.data.shop.closedSince).toBe('2026-11-20T08:00:00.000Z');
      const itemHtml = (
        await api().raw({ method: 'GET', url: `/s/${closedShop.user.shop!.slug}/item/${closedItem.id}` })
      ).body;
      expect(itemHtml).toContain('This shop is closed for now');
      expect(itemHtml).not.toContain('<form');

      // Listed but out of stock in the warehouse: refused before the charge.
      const goods = () => api().database.db.updateTable('goods').where('id', '=', goodsIds[1]!);
      await goods().set({ stock_status: 'out_of_stock' }).execute();
      expect((await place({ itemId: items[1]! }, { ip: '10.7.0.2' })).code).toBe(ErrorCode.NOT_FOUND);
      await goods().set({ stock_status: 'in_stock' }).execute();

      expect(sandbox.charges.length).toBe(charges);
      expect(await countRows(api().database, 'orders')).toBe(orders);
    });

    it('shows an item priced below its raised cost as unavailable and refuses it (203 unavailable), charging and writing nothing, until the merchant raises the price', async () => {
      const sandbox = paymentProvider(api().config) as SandboxProvider;
      const low = await api().merchant();
      const lowSlug = low.user.shop!.slug;
      await api().call(
        calls.showcaseAdd,
        { items: [{ goodsId: goodsIds[3]!, price: '3.50' }] },
        { token: low.token },
      );
      const [lowItem] = (await api().call(calls.showcaseList, {}, { token: low.token })).data.items;
      const cost = (cents: number) =>
        api()
          .database.db.updateTable('goods')
          .set({ cost_cents: cents })
          .where('id', '=', goodsIds[3]!)
          .execute();
      await cost(400);
      try {
        const charges = sandbox.charges.length;
        const orders = await countRows(api().database, 'orders');
        const refused = await place({ slug: lowSlug, itemId: lowItem.id }, { ip: '10.7.0.9' });
        expect(refused).toMatchObject({ code: ErrorCode.INVALID_OPERATION, data: { reason: 'unavailable' } });
        expect(sandbox.charges.length).toBe(charges);
        expect(await countRows(api().database, 'orders')).toBe(orders);
        // Still listed on the shop, marked unavailable; its page says so instead of the form.
        const listed = await shop({ slug: lowSlug });
        expect(listed.data.goods.items).toEqual([
          expect.objectContaining({ id: lowItem.id, available: false }),
        ]);
        const detail = await api().call(calls.storefrontItem, { slug: lowSlug, itemId: lowItem.id });
        expect(detail.data.item.available).toBe(false);
        const html = (await api().raw({ method: 'GET', url: `/s/${lowSlug}/item/${lowItem.id}` })).body;
        expect(html).toContain('role="status">This item is temporarily unavailable');
        expect(html).not.toContain('<form');
        const shopHtml = (await api().raw({ method: 'GET', url: `/s/${lowSlug}` })).body;
        expect(shopHtml).toContain('class="sf-card-unavailable">Unavailable for now<');
        // Another shop selling the same goods above the new cost still takes orders.
        expect(
          (await shop({ limit: 100 })).data.goods.items.every((i: { available: boolean }) => i.available),
        ).toBe(true);

        // The merchant raises the price to the new cost: orderable again.
        expect(
          (await api().call(calls.showcasePrice, { id: lowItem.id, price: '4.00' }, { token: low.token }))
            .code,
        ).toBe(200);
        const made = await place({ slug: lowSlug, itemId: lowItem.id, quantity: 1 }, { ip: '10.7.0.9' });
        expect(made).toMatchObject({ code: 200, data: { amount: '4.00' } });
        expect(sandbox.charges.length).toBe(charges + 1);
      } finally {
        await cost(300);
      }
    });

    it('lets the buyer confirm receipt once delivered (203 before), and shows it received', async () => {
      const made = await place({ quantity: 1 }, { ip: '10.7.0.3' });
      const ref = made.data.publicRef as string;
      const early = await api().call(calls.storefrontOrderAccept, { ref }, { ip: '10.7.0.3' });
      expect(early.code).toBe(ErrorCode.INVALID_OPERATION);
      expect((await orderRow(ref)).status).toBe('pending_payment');
      expect((await api().call(calls.storefrontOrderAccept, { ref: 'unknownref1' })).code).toBe(
        ErrorCode.NOT_FOUND,
      );

      const { id } = await orderRow(ref);
      await inTransaction(api().database, async (trx) => {
        const now = Date.now();
        await moveOrder(trx, { id, status: 'pending_payment' }, 'pay', { type: 'merchant' }, now);
        await moveOrder(trx, { id, status: 'pending_shipment' }, 'ship', { type: 'system' }, now);
        await moveOrder(trx, { id, status: 'shipped' }, 'deliver', { type: 'system' }, now);
      });
      const before = await api().call(calls.storefrontOrderStatus, { ref });
      expect(before.data).toMatchObject({ status: 'pending_acceptance', canAccept: true });
      const page = await api().raw({ method: 'GET', url: `/s/${slug}/order/${ref}` });
      expect(page.body).toContain('I received my order');

      const accepted = await api().call(calls.storefrontOrderAccept, { ref }, { ip: '10.7.0.3' });
      expect(accepted.code).toBe(200);
      expect(accepted.data).toMatchObject({
        status: 'pending_settlement',
        canAccept: false,
        acceptedAt: expect.any(String),
      });
      const again = await api().call(calls.storefrontOrderAccept, { ref }, { ip: '10.7.0.3' });
      expect(again.code).toBe(ErrorCode.INVALID_OPERATION);
    });

    it('builds the page’s shared links from the configured public origin, never from the Host header', async () => {
      const res = await api().raw({
        method: 'GET',
        url: `/s/${slug}`,
        headers: { host: 'forged.example:666' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('forged.example');
      expect(res.body).toContain(`<meta property="og:url" content="${api().config.publicOrigin}/s/${slug}">`);
    });

    it('renders the shop page on the server: name, Open Graph tags and goods in the HTML, no script needed', async () => {
      const res = await api().raw({ method: 'GET', url: `/s/${slug}`, headers: { 'accept-language': 'fr' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const html = res.body;
      const name = merchant.user.shop!.name;
      expect(html).toContain('<html lang="fr">');
      expect(html).toContain(`<title>${name}</title>`);
      expect(html).toContain(`<meta property="og:title" content="${name}">`);
      expect(html).toMatch(/<meta property="og:description" content="[^"]+">/);
      expect(html).toMatch(new RegExp(`<meta property="og:url" content="http://[^"]+/s/${slug}">`));
      // The goods, in the buyer's language, are in the markup itself.
      for (const i of [0, 1, 2, 3]) expect(html).toContain(`Lampe ${i}`);
      expect(html).not.toContain('Lampe 4');
      expect(html).toContain(`href="/s/${slug}/item/${items[3]}"`);
      // The price in its currency, as French writes it.
      expect(html.replace(/\u202f|\u00a0|&nbsp;/g, ' ')).toContain('7,50 $US');
      // Styles inline; no client build in this test, so no script at all: the page still reads.
      expect(html).toContain('<style>');
      expect(html).not.toContain('<script');
    });

    it('renders the item page with the item’s image as og:image, the order form, and escapes what it shows', async () => {
      const res = await api().raw({ method: 'GET', url: `/s/${slug}/item/${items[1]}?lang=ja` });
      expect(res.statusCode).toBe(200);
      const html = res.body;
      expect(html).toContain('<html lang="ja">');
      expect(html).toMatch(
        /<meta property="og:image" content="http:\/\/[^"]+\/files\/goods_image\/sf1\.webp">/,
      );
      expect(html).toContain('Lamp 1');
      expect(html).toContain('A &lt;bright&gt; lamp 1');
      expect(html).toContain('お届け先住所');
      expect(html).toContain('<form');
      // Links keep the chosen language.
      expect(html).toContain(`href="/s/${slug}?lang=ja"`);
    });

    it('answers unknown shops, items and orders with a 404 page, and compresses pages', async () => {
      for (const url of [
        '/s/nosuchshop3',
        `/s/${slug}/item/${items[4]}`,
        `/s/${slug}/item/abc`,
        '/s/UPPER',
        `/s/${slug}/order/unknownref`,
        `/s/${slug}/order/%3Cx%3E`,
      ]) {
        const res = await api().raw({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body).toContain('<meta name="robots" content="noindex">');
      }
      const br = await api().raw({
        method: 'GET',
        url: `/s/${slug}`,
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(br.headers['content-encoding']).toBe('br');
    });
  },
  { storefrontRenderer: RENDERER_SOURCE },
);
