import { calls } from '@shopkeeper/contract';
import { expect, it } from 'vitest';
import { describeApi } from '../../test/harness.ts';

// A merchant's shared links (an invitation's sign-up link) start with the public origin when
// the server is configured with one; the default (where it listens) is no address for a browser.
describeApi('the profile names no public origin unless one is configured', (api) => {
  it('is null by default', async () => {
    const m = await api().merchant();
    expect((await api().call(calls.getMe, {}, { token: m.token })).data.publicOrigin).toBeNull();
  });
});

describeApi(
  'the profile names the configured public origin',
  (api) => {
    it('is PUBLIC_ORIGIN', async () => {
      const m = await api().merchant();
      expect((await api().call(calls.getMe, {}, { token: m.token })).data.publicOrigin).toBe(
        'https://shop.example.com',
      );
    });
  },
  {
    publicOrigin: 'https://shop.example.com',
    publicOriginConfigured: true,
  },
);
