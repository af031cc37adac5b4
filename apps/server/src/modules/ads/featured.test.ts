import path from 'node:path';
import { calls } from '@shopkeeper/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeApi } from '../../test/harness.ts';
import { signInOperator } from '../../test/operator.ts';
import { shopWithOneCup } from '../../test/storefront-fixtures.ts';
import { DEMO_PIN, fundMerchant } from '../../test/wallet-fixtures.ts';
import { FEATURED_SLOT_MS, featuredPage, rotation } from '../../use-cases/featured-page.ts';
import { setStorefrontClosed } from '../shops/service.ts';
import { HOUR_MS } from './service.ts';

/** The storefront's server renderer from apps/web's source, as storefront.test.ts runs it. */
const RENDERER_SOURCE = path.resolve(import.meta.dirname, '../../../../web/src/storefront/entry-server.tsx');

describeApi(
  'the featured page',
  (api) => {
    let operator: { token: string };
    let packageId: number;
    const shops: Awaited<ReturnType<typeof shopWithOneCup>>[] = [];
    let boostedAt = 0;

    beforeAll(async () => {
      operator = await signInOperator(api());
      const added = await api().call(
        calls.consoleAdPackageAdd,
        {
          texts: { en: { name: 'Two hours', description: '' } },
          price: '2.00',
          hours: 2,
          active: true,
          sortOrder: 1,
        },
        { token: operator.token },
      );
      packageId = added.data.id;
      // Shops 0, 1 and 3 buy a boost; shop 2 does not; shop 3's storefront is then closed.
      for (let i = 0; i < 4; i++) shops.push(await shopWithOneCup(api(), `FEAT-${i}-${Date.now()}`));
      boostedAt = Date.now();
      for (const i of [0, 1, 3]) {
        const { token } = shops[i]!.merchant;
        await api().call(calls.updatePayPassword, { payPassword: DEMO_PIN }, { token });
        await fundMerchant(api(), token, operator.token, '10.00');
        const paid = await api().call(calls.adPay, { packageId, payPassword: DEMO_PIN }, { token });
        if (paid.code !== 200) throw new Error(JSON.stringify(paid));
      }
      await setStorefrontClosed(api().database.db, shops[3]!.merchant.user.id, Date.now());
    });

    const slugs = (items: { shop: { slug: string } }[]) => items.map((item) => item.shop.slug);

    it('puts boosted shops’ goods first, marked as ads, then other open shops; a closed shop never shows', async () => {
      const res = await api().call(calls.storefrontFeatured, {});
      expect(res.code).toBe(200);
      const items = res.data.items as {
        shop: { slug: string; name: string };
        ad: boolean;
        featured: boolean;
      }[];
      const ads = items.filter((item) => item.ad);
      expect(new Set(slugs(ads))).toEqual(new Set([shops[0]!.slug, shops[1]!.slug]));
      expect(items.slice(0, 2).every((item) => item.ad && item.featured)).toBe(true);
      const rest = items.slice(2);
      expect(rest.every((item) => !item.ad)).toBe(true);
      expect(slugs(rest)).toContain(shops[2]!.slug);
      expect(slugs(items)).not.toContain(shops[3]!.slug);
    });

    it('rotates the lead among boosted shops slot by slot, each leading once in turn', async () => {
      const db = api().database.db;
      const leaders = new Set<string>();
      const base = Math.ceil(Date.now() / FEATURED_SLOT_MS) * FEATURED_SLOT_MS;
      // Two open boosted shops take turns (the closed one takes no slot): each leads once in two.
      for (let slot = 0; slot < 2; slot++) {
        const page = await featuredPage(db, 'en', base + slot * FEATURED_SLOT_MS);
        expect(page.items.filter((item) => item.ad)).toHaveLength(2);
        leaders.add(page.items[0]!.shop.slug);
      }
      expect(leaders).toEqual(new Set([shops[0]!.slug, shops[1]!.slug]));
      // The rule itself: over n slots each of n shops is at each place once.
      const places = [0, 1, 2].map((slot) => rotation([9, 4, 7], slot * FEATURED_SLOT_MS));
      expect(places).toEqual([
        [4, 7, 9],
        [7, 9, 4],
        [9, 4, 7],
      ]);
    });

    it('stops marking a shop once its boost has ended', async () => {
      const later = await featuredPage(api().database.db, 'en', boostedAt + 3 * HOUR_MS);
      expect(later.items.filter((item) => item.ad)).toEqual([]);
      // Still shown, among the best sellers.
      expect(slugs(later.items)).toContain(shops[0]!.slug);
    });

    it('is a server-rendered page labelling the ads in the buyer’s language; the shop’s own page marks its goods', async () => {
      const html = (await api().raw({ method: 'GET', url: '/featured?lang=fr' })).body;
      expect(html).toContain('<title>Produits à la une</title>');
      expect(html).toContain('Sponsorisé');
      expect(html).toContain('>Pub<');
      expect(html).toContain(`/s/${shops[0]!.slug}/item/${shops[0]!.itemId}`);
      expect(html).not.toContain(`/s/${shops[3]!.slug}/`);
      const own = await api().call(calls.storefrontShop, { slug: shops[0]!.slug });
      expect(own.data.goods.items[0]).toMatchObject({ featured: true });
      const plain = await api().call(calls.storefrontShop, { slug: shops[2]!.slug });
      expect(plain.data.goods.items[0]).toMatchObject({ featured: false });
    });
  },
  { storefrontRenderer: RENDERER_SOURCE },
);
