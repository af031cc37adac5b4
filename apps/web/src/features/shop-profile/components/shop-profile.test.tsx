import { aProfile, fakeServer, fakeUploads } from '@shopkeeper/front-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { queryClient } from '../../../lib/react-query.ts';
import { storage } from '../../../lib/storage.ts';
import { stubNavigator } from '../../../testing/browser-stubs.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import type { CreditMove, CreditPage, ShopProfile } from '../api/shop-profile.ts';

// Toasts render into their own React roots outside any act(), as in a browser.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const LINK = `${window.location.origin}/s/mias-corner`;

const aShop = (overrides: Partial<ShopProfile> = {}): ShopProfile => ({
  id: 3,
  slug: 'mias-corner',
  storefrontPath: '/s/mias-corner',
  name: 'Mia’s Corner',
  logo: null,
  address: '12 Harbour Road',
  phoneNo: '+84 236 555 0101',
  idNo: null,
  idPhoto: null,
  identityPicture: null,
  curLevel: 'merchant',
  credit: 96,
  stars: '4.5',
  visitors: 128,
  balance: '1234.50',
  frozen: '0.00',
  listedCount: 12,
  goodsLimit: 50,
  closedSince: null,
  ...overrides,
});

const aMove = (overrides: Partial<CreditMove> = {}): CreditMove => ({
  id: 2,
  at: '2026-11-21T10:00:00.000Z',
  rule: 'order_completed',
  rulePoints: 1,
  points: 1,
  scoreAfter: 96,
  order: { id: 41, orderNo: 'SK2611210041' },
  ...overrides,
});

const creditPage = (items: CreditMove[], overrides: Partial<CreditPage> = {}): CreditPage => ({
  score: 96,
  min: 0,
  max: 100,
  items,
  nextCursor: null,
  ...overrides,
});

let uploads: ReturnType<typeof fakeUploads>;

beforeEach(() => {
  queryClient.clear();
  storage.setToken('tok-1');
  uploads = fakeUploads({ sentFraction: 0.6 });
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }),
  );
});

function server(shop = aShop(), overrides: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    getMe: { code: 200, data: aProfile() },
    shopInfo: { code: 200, data: shop },
    ...overrides,
  });
}

const type = (name: string, value: string) =>
  fireEvent.input(screen.getByRole('textbox', { name }), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('shop profile screen', () => {
  it('reserves the profile’s space while it loads, then shows logo, name, tier, credit, stars, visitors and goods listed', async () => {
    server();
    renderRoutes(routes, '/shop');
    expect(await screen.findByTestId('shop-profile-skeleton')).toBeTruthy();
    const profile = await screen.findByTestId('shop-profile');
    expect(within(profile).getByRole('heading', { name: 'Mia’s Corner' })).toBeTruthy();
    // The tier beside the name, and again on the row that leads to the tiers to move up.
    expect(within(profile).getAllByText('Merchant shop')).toHaveLength(2);
    expect(within(profile).getByTestId('shop-tiers').getAttribute('href')).toBe('/shop/tiers');
    expect(within(profile).getByTestId('shop-credit').textContent).toContain('96');
    expect(within(profile).getByText('4.5★')).toBeTruthy();
    expect(within(profile).getByText('128')).toBeTruthy();
    expect(within(profile).getByText('12 of 50')).toBeTruthy();
  });

  it('says when no buyer has reviewed the shop yet, and shows the logo when there is one', async () => {
    server(aShop({ stars: null, logo: 'logo/abc.png' }));
    renderRoutes(routes, '/shop');
    const profile = await screen.findByTestId('shop-profile');
    expect(within(profile).getByText('No reviews yet')).toBeTruthy();
    expect((profile.querySelector('img') as HTMLImageElement).src).toMatch(/\/logo\/abc\.png$/);
  });

  it('says the profile could not be loaded, and loads it again on retry', async () => {
    let calls = 0;
    server(aShop(), {
      shopInfo: () => (++calls === 1 ? { code: 500, msg: 'down' } : { code: 200, data: aShop() }),
    } as Parameters<typeof fakeServer>[0]);
    renderRoutes(routes, '/shop');
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('shop-profile')).toBeTruthy();
  });

  it('opens the credit history from the credit score', async () => {
    server(aShop(), { shopCredit: { code: 200, data: creditPage([aMove()]) } });
    const { router } = renderRoutes(routes, '/shop');
    fireEvent.click(await screen.findByTestId('shop-credit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/credit'));
  });
});

describe('storefront share card', () => {
  it('shows the storefront link and its QR code', async () => {
    server();
    renderRoutes(routes, '/shop');
    const card = await screen.findByTestId('storefront-share');
    expect((within(card).getByRole('textbox', { name: 'Storefront link' }) as HTMLInputElement).value).toBe(
      LINK,
    );
    const qr = (await within(card).findByTestId('storefront-qr')) as HTMLImageElement;
    expect(qr.alt).toBe('QR code of the link to Mia’s Corner');
    expect(qr.src).toMatch(/^data:image\/svg\+xml/);
  });

  it('copies the link and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubNavigator('clipboard', { writeText });
    server();
    renderRoutes(routes, '/shop');
    const card = await screen.findByTestId('storefront-share');
    fireEvent.click(within(card).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(LINK);
  });

  it('shares through the phone’s share sheet where there is one, and copies where there is none', async () => {
    const share = vi.fn(() => Promise.resolve());
    stubNavigator('share', share);
    server();
    renderRoutes(routes, '/shop');
    const card = await screen.findByTestId('storefront-share');
    fireEvent.click(within(card).getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: 'Mia’s Corner',
        text: 'Have a look at Mia’s Corner',
        url: LINK,
      }),
    );

    Reflect.deleteProperty(navigator, 'share');
    const writeText = vi.fn(() => Promise.resolve());
    stubNavigator('clipboard', { writeText });
    fireEvent.click(within(card).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(LINK));
  });
});

describe('shop edit form', () => {
  it('refuses an empty name and a phone with letters before sending anything', async () => {
    const s = server();
    renderRoutes(routes, '/shop');
    await screen.findByRole('heading', { name: 'Shop details' });
    type('Shop name', '   ');
    type('Phone', 'call me');
    save();
    expect(await screen.findByText('Enter a name for your shop.')).toBeTruthy();
    expect(screen.getByText('Enter a phone number of 5 to 20 digits, spaces or + - ( ).')).toBeTruthy();
    expect(s.called('shopUpdate')).toHaveLength(0);
  });

  it('saves a new name, address and phone, and shows the saved profile', async () => {
    const s = server(aShop(), {
      shopUpdate: ({ input }) => ({
        code: 200,
        data: aShop({ name: input.name, address: input.address || null, phoneNo: input.phoneNo || null }),
      }),
    });
    renderRoutes(routes, '/shop');
    await screen.findByRole('heading', { name: 'Shop details' });
    type('Shop name', '  Lantern & Co ');
    type('Address', '');
    save();
    expect(await screen.findByRole('heading', { name: 'Lantern & Co' })).toBeTruthy();
    expect(await screen.findByText('Saved. Buyers see the change now.')).toBeTruthy();
    expect(s.called('shopUpdate')[0]!.input).toEqual({
      name: 'Lantern & Co',
      address: '',
      phoneNo: '+84 236 555 0101',
    });
    expect(s.called('upload')).toHaveLength(0);
  });

  it('uploads a chosen logo with a progress bar, then keeps its path', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const s = server(aShop(), {
      upload: async () => {
        await answered;
        return { code: 200, data: { path: 'logo/new.png', url: 'https://files.example/logo/new.png' } };
      },
      shopUpdate: ({ input }) => ({ code: 200, data: aShop({ logo: input.logo ?? null }) }),
    });
    renderRoutes(routes, '/shop');
    await screen.findByRole('heading', { name: 'Shop details' });
    const logo = new File(['x'], 'logo.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Choose a logo', { selector: 'input' }), {
      target: { files: [logo] },
    });
    expect(await screen.findByText('Chosen: logo.png. Save to use it.')).toBeTruthy();
    save();
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('60'));
    expect(within(bar).getByText('Sending the logo… 60%')).toBeTruthy();
    answer();
    await waitFor(() => expect(s.called('shopUpdate')).toHaveLength(1));
    expect(s.called('shopUpdate')[0]!.input).toMatchObject({ logo: 'logo/new.png' });
    expect(uploads.sent[0]!.url).toMatch(/\/api\/v1\/upload\/logo$/);
    expect((uploads.sent[0]!.body.get('file') as File).name).toBe('logo.png');
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it('says what is wrong with a chosen logo that is not an image, before sending it', async () => {
    const s = server();
    renderRoutes(routes, '/shop');
    await screen.findByRole('heading', { name: 'Shop details' });
    const gif = new File(['x'], 'logo.gif', { type: 'image/gif' });
    fireEvent.change(screen.getByLabelText('Choose a logo', { selector: 'input' }), {
      target: { files: [gif] },
    });
    save();
    expect(
      await screen.findByText(
        'This file is not a JPEG, PNG or WebP image. Choose an image in one of these formats.',
      ),
    ).toBeTruthy();
    expect(s.called('upload')).toHaveLength(0);
    expect(s.called('shopUpdate')).toHaveLength(0);
  });

  it('puts the server’s refusal on the field it names', async () => {
    server(aShop(), {
      shopUpdate: { code: 405, msg: 'Invalid name', data: { field: 'name', variant: 'invalid' } },
    });
    renderRoutes(routes, '/shop');
    await screen.findByRole('heading', { name: 'Shop details' });
    type('Shop name', 'Fine name');
    save();
    const name = screen.getByRole('textbox', { name: 'Shop name' });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
  });
});

describe('credit history screen', () => {
  it('shows the score and each move with its rule, its order and the score after', async () => {
    server(aShop(), {
      shopCredit: {
        code: 200,
        data: creditPage([
          aMove(),
          aMove({
            id: 1,
            rule: 'order_unpaid_cancelled',
            rulePoints: -5,
            points: -5,
            scoreAfter: 95,
            order: { id: 40, orderNo: 'SK2611200040' },
          }),
        ]),
      },
    });
    renderRoutes(routes, '/shop/credit');
    expect(await screen.findByText('96 out of 100')).toBeTruthy();
    const moves = await screen.findAllByTestId('credit-move');
    expect(moves).toHaveLength(2);
    expect(within(moves[0]!).getByText('Order completed')).toBeTruthy();
    expect(within(moves[0]!).getByText('+1')).toBeTruthy();
    expect(within(moves[1]!).getByText('Order cancelled: not paid within 72 hours')).toBeTruthy();
    expect(within(moves[1]!).getByText('-5')).toBeTruthy();
    expect(within(moves[1]!).getByText('Score: 95')).toBeTruthy();
    expect(within(moves[1]!).getByRole('link', { name: 'Order SK2611200040' }).getAttribute('href')).toBe(
      '/orderList/40',
    );
  });

  it('says why a rule moved the score less than its points', async () => {
    server(aShop(), {
      shopCredit: { code: 200, data: creditPage([aMove({ points: 0, scoreAfter: 100 })], { score: 100 }) },
    });
    renderRoutes(routes, '/shop/credit');
    expect(await screen.findByText('The rule gives +1; the score stops at 100.')).toBeTruthy();
  });

  it('says when the score has never moved', async () => {
    server(aShop(), { shopCredit: { code: 200, data: creditPage([], { score: 100 }) } });
    renderRoutes(routes, '/shop/credit');
    expect(await screen.findByText('No changes yet')).toBeTruthy();
  });
});
