import { calls } from '@shopkeeper/contract';
import { beforeAll, expect, it } from 'vitest';
import { eventsAfter } from '../modules/events/service.ts';
import { describeApi } from '../test/harness.ts';
import { signInOperator } from '../test/operator.ts';
import { DEMO_PIN, readyToWithdraw } from '../test/wallet-fixtures.ts';

describeApi('events recorded by the money use cases', (api) => {
  let operator: Awaited<ReturnType<typeof signInOperator>>;
  beforeAll(async () => {
    operator = await signInOperator(api());
  });

  const eventsOf = async (userId: number) =>
    (await eventsAfter(api().database.db, 0, 1000)).filter((event) => event.userId === userId);

  it("records each step of a merchant's identity, top-up and withdrawal with its decision, and nothing for a refusal", async () => {
    const m = await readyToWithdraw(api(), operator.token, '30.00');
    const asked = await api().call(
      calls.withdrawAdd,
      { amount: '12.00', accountId: m.accountId, payPassword: DEMO_PIN },
      { token: m.token },
    );
    expect(asked.code).toBe(200);
    const rejected = await api().call(
      calls.consoleWithdrawReject,
      { id: asked.data.id, reason: 'Wrong branch' },
      { token: operator.token },
    );
    expect(rejected.code).toBe(200);

    const events = await eventsOf(m.user.id);
    expect(events.map(({ type, data }) => ({ type, data }))).toEqual([
      { type: 'identity.submitted', data: { submissionId: expect.any(Number) } },
      { type: 'identity.verified', data: { submissionId: expect.any(Number) } },
      { type: 'topup.submitted', data: { topUpId: expect.any(Number), amountCents: 3000 } },
      { type: 'topup.approved', data: { topUpId: expect.any(Number), creditedCents: 3000 } },
      { type: 'withdrawal.requested', data: { withdrawalId: asked.data.id, amountCents: 1200 } },
      {
        type: 'withdrawal.rejected',
        data: { withdrawalId: asked.data.id, amountCents: 1200, reason: 'Wrong branch' },
      },
    ]);

    // Decided already: 203, and no second event.
    const again = await api().call(
      calls.consoleWithdrawReject,
      { id: asked.data.id, reason: 'Wrong branch' },
      { token: operator.token },
    );
    expect(again.code).toBe(203);
    expect(await eventsOf(m.user.id)).toHaveLength(events.length);
  });
});
