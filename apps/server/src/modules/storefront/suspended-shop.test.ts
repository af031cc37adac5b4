import path from 'node:path';
import { calls, ErrorCode, SHOP_KEY_HEADER } from '@shopkeeper/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeApi } from '../../test/harness.ts';
import { signInOperator } from '../../test/operator.ts';
import { shopWithOneCup } from '../../test/storefront-fixtures.ts';

/** The storefront's server renderer from apps/web's source, as storefront.test.ts runs it. */
const RENDERER_SOURCE = path.resolve(import.meta.dirname, '../../../../web/src/storefront/entry-server.tsx');

describeApi(
  'a disabled merchant’s storefront',
  (api) => {
    let operator: { token: string };
    beforeAll(async () => {
      operator = await signInOperator(api());
    });

    const buyer = { name: 'Ana Lima', phone: '+33 6 12 34 56 78', address: '12 rue des Lilas, Lyon' };

    it('is closed, says so plainly and takes no order from the storefront or an intake key until enabled again', async () => {
      const { merchant, slug, itemId } = await shopWithOneCup(api(), `SUSP-${Date.now()}`);
      const created = await api().call(
        calls.shopIntakeKeyCreate,
        { label: 'Site' },
        { token: merchant.token },
      );
      const key = created.data.key as string;
      const order = (ip: string) =>
        api().call(calls.storefrontOrderCreate, { slug, itemId, quantity: 1, ...buyer }, { ip });
      const intake = (ref: string) =>
        api().call(
          calls.intakeOrderCreate,
          { showcaseItemId: itemId, quantity: 1, ...buyer, externalReference: ref },
          { headers: { [SHOP_KEY_HEADER]: key } },
        );
      const userId = merchant.user.id;

      const disabled = await api().call(
        calls.consoleUsersDisable,
        { userId, reason: 'Fraud review' },
        { token: operator.token },
      );
      expect(disabled.code).toBe(200);

      const shop = await api().call(calls.storefrontShop, { slug });
      expect(shop.data.shop).toMatchObject({ closedSince: expect.any(String), closedReason: 'suspended' });
      const page = (await api().raw({ method: 'GET', url: `/s/${slug}/item/${itemId}` })).body;
      expect(page).toContain('This shop is closed and is not taking any orders.');
      expect(page).not.toContain('<form');
      const french = (await api().raw({ method: 'GET', url: `/s/${slug}?lang=fr` })).body;
      expect(french).toContain('Cette boutique est fermée et n’accepte aucune commande.');

      expect(await order('10.9.0.1')).toMatchObject({
        code: ErrorCode.INVALID_OPERATION,
        data: { reason: 'shopClosed' },
      });
      expect(await intake('susp-1')).toMatchObject({
        code: ErrorCode.INVALID_OPERATION,
        data: { reason: 'shopClosed' },
      });
      const none = await api()
        .database.db.selectFrom('orders')
        .select('id')
        .where('user_id', '=', userId)
        .execute();
      expect(none).toEqual([]);

      const enabled = await api().call(calls.consoleUsersEnable, { userId }, { token: operator.token });
      expect(enabled.code).toBe(200);
      expect((await api().call(calls.storefrontShop, { slug })).data.shop).toMatchObject({
        closedSince: null,
        closedReason: null,
      });
      expect((await order('10.9.0.2')).code).toBe(200);
      expect((await intake('susp-2')).code).toBe(200);
    });
  },
  { storefrontRenderer: RENDERER_SOURCE },
);
