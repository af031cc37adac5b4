import type { Me } from '@shopkeeper/contract';

/** A signed-in merchant's /v1/me profile. */
export function aProfile(overrides: Partial<Me> = {}): Me {
  return {
    id: 7,
    username: 'mia',
    role: 'merchant',
    lang: 'en',
    fileHost: 'https://files.example/',
    serviceLink: '/service',
    invite: true,
    payPasswordSet: false,
    disabled: null,
    withdrawalForbidden: null,
    walletFrozen: null,
    shop: { id: 3, slug: 'mias-corner', name: 'Mia’s Corner', logo: null, tier: 'merchant' },
    balance: '1234.50',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
