import type { CallOutput, calls } from '@shopkeeper/contract';

type StoreCentre = CallOutput<typeof calls.storeInfo>;

/**
 * The store centre's answer (/v1/store/info) for Mia's shop: a merchant-tier shop with 1,234.50
 * available, nothing waiting and its first steps still to do, unless overridden.
 */
export function aStoreCentre(
  overrides: {
    shop?: Partial<StoreCentre['shop']>;
    needsYou?: Partial<StoreCentre['needsYou']>;
    gettingStarted?: Partial<StoreCentre['gettingStarted']>;
  } = {},
): StoreCentre {
  return {
    shop: {
      id: 3,
      slug: 'mias-corner',
      storefrontPath: '/s/mias-corner',
      name: 'Mia’s Corner',
      logo: null,
      address: null,
      phoneNo: null,
      idNo: null,
      idPhoto: null,
      identityPicture: null,
      curLevel: 'merchant',
      credit: 100,
      stars: '4.5',
      visitors: 321,
      balance: '1234.50',
      frozen: '20.00',
      listedCount: 12,
      goodsLimit: 50,
      closedSince: null,
      ...overrides.shop,
    },
    needsYou: {
      ordersToPay: { count: 0, pastWarning: 0, pastClosing: 0, firstCancelAt: null },
      topUpsInReview: 0,
      withdrawalsInReview: 0,
      identityRejected: null,
      storefrontClosed: null,
      ...overrides.needsYou,
    },
    gettingStarted: {
      pinSet: false,
      identityVerified: false,
      goodsAdded: false,
      storefrontShared: false,
      ...overrides.gettingStarted,
    },
  };
}
