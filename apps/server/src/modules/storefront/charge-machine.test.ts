import { schemas } from '@shopkeeper/contract';
import { beforeAll, expect, it } from 'vitest';
import { everyStateAndMove } from '../../lib/status-machine.ts';
import { describeApi } from '../../test/harness.ts';
import { insertCharge, shopWithOneCup } from '../../test/storefront-fixtures.ts';
import { CHARGE_MACHINE, moveCharge } from './charges.ts';

/** What the machine allows, written out once more by hand: a change to either must be deliberate. */
const EXPECTED: Record<string, string> = {
  'order:charging:buyer': 'ordered',
  'refund:charging:buyer': 'refund_pending',
  'refund:charging:system': 'refund_pending',
  'refund:not_charged:buyer': 'refund_pending',
  'refund:not_charged:system': 'refund_pending',
  'refunded:refund_pending:buyer': 'refunded',
  'refunded:refund_pending:system': 'refunded',
  'notCharged:charging:system': 'not_charged',
  'notCharged:not_charged:system': 'not_charged',
  'giveUp:charging:system': 'refund_failed',
  'giveUp:not_charged:system': 'refund_failed',
  'giveUp:refund_pending:system': 'refund_failed',
  'lookUpAgain:refund_failed:operator': 'charging',
  'refundAgain:refund_failed:operator': 'refund_pending',
};

describeApi('storefront charges: the state machine', (api) => {
  let shopUserId: number;

  beforeAll(async () => {
    shopUserId = (await shopWithOneCup(api(), 'SK-CM-1')).merchant.user.id;
  });

  it('walks every state × move × actor on a real charge: the machine’s moves are made, every other is refused and changes nothing', async () => {
    const reference = 'sf_machine_walk';
    await insertCharge(api(), { reference, shop_user_id: shopUserId, state: 'charging' });
    const { db } = api().database;
    const stateOf = async () =>
      (
        await db
          .selectFrom('storefront_charges')
          .select('state')
          .where('reference', '=', reference)
          .executeTakeFirstOrThrow()
      ).state;
    const cases = everyStateAndMove(CHARGE_MACHINE);
    expect(cases).toHaveLength(schemas.STOREFRONT_CHARGE_STATES.length * 7 * 3);
    for (const { state, move, actor, allowed } of cases) {
      const key = `${move}:${state}:${actor}`;
      expect(allowed, key).toBe(key in EXPECTED);
      await db.updateTable('storefront_charges').set({ state }).where('reference', '=', reference).execute();
      expect(await moveCharge(db, reference, move, actor, Date.now(), {}, [state]), key).toBe(allowed);
      expect(await stateOf(), key).toBe(EXPECTED[key] ?? state);
    }
  });

  it('of two writers moving one charge from the state both saw, exactly one moves it', async () => {
    const reference = 'sf_machine_race';
    await insertCharge(api(), { reference, shop_user_id: shopUserId, state: 'refund_pending' });
    const { db } = api().database;
    const results = await Promise.all(
      ['buyer', 'system'].map((actor) =>
        moveCharge(db, reference, 'refunded', actor as 'buyer' | 'system', Date.now(), {}),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});
