import { calls } from '@shopkeeper/contract';
import { expect, it } from 'vitest';
import { describeApi } from '../../test/harness.ts';

// The merchant app shows every amount in the platform's currency, which only the server knows.
describeApi('the profile names the platform currency', (api) => {
  it('is US dollars by default, in /v1/me and in the profile sign-in returns', async () => {
    const m = await api().merchant();
    expect((await api().call(calls.getMe, {}, { token: m.token })).data.currency).toBe('USD');
    const login = await api().call(calls.login, { username: m.username, password: m.password });
    expect(login.data.user.currency).toBe('USD');
  });
});

describeApi(
  'the profile names a configured currency',
  (api) => {
    it('is the currency buyers are charged in', async () => {
      const m = await api().merchant();
      expect((await api().call(calls.getMe, {}, { token: m.token })).data.currency).toBe('EUR');
    });
  },
  { paymentCurrency: 'EUR' },
);
