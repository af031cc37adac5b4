import { aProfile, fakeServer, type Reply } from '@shopkeeper/front-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { switchLanguage } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/react-query.ts';
import { storage } from '../../../lib/storage.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';

const aReview = (id: number, orderId: number, text: string, rating: number) => ({
  id,
  orderId,
  parentId: null,
  author: 'buyer' as const,
  text,
  rating,
  signature: `signature/buyer-${id}.png`,
  createdAt: '2026-11-20T10:00:00.000Z',
});

let reviews: Reply<'goodsReviewList'>;
let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  queryClient.clear();
  reviews = {
    code: 200,
    data: {
      items: [aReview(21, 9, 'Sturdy and pretty', 5), aReview(11, 5, 'A bit small', 3)],
      nextCursor: null,
    },
  };
  server = fakeServer({
    getMe: { code: 200, data: aProfile() },
    goodsReviewList: () => reviews,
    orderCommentList: { code: 200, data: { items: [], nextCursor: null } },
  });
  // Signature images are private files, fetched with the token (not a contract call).
  const apiFetch = server.fetch;
  vi.stubGlobal('fetch', (target: RequestInfo | URL, init?: RequestInit) =>
    String(target).includes('/signature/')
      ? Promise.resolve(new Response(new Blob(['png'], { type: 'image/png' })))
      : apiFetch(target, init),
  );
  URL.createObjectURL = vi.fn(() => 'blob:signature');
  URL.revokeObjectURL = vi.fn();
  storage.setToken('tok-1');
});

afterEach(() => switchLanguage('en'));

describe('a product’s reviews (/goodsList/reviews)', () => {
  it('lists its buyers’ reviews with their stars, each leading to its order’s thread to reply', async () => {
    const { router } = renderRoutes(routes, '/goodsList/reviews?goodsId=11');
    expect(await screen.findByRole('heading', { name: 'Product reviews', level: 1 })).toBeTruthy();
    const first = await screen.findByTestId('review-21');
    expect(server.called('goodsReviewList')[0]!.input).toMatchObject({ goodsId: '11' });
    expect(within(first).getByText('Sturdy and pretty')).toBeTruthy();
    expect(within(first).getByRole('img', { name: '5 of 5 stars' })).toBeTruthy();
    expect(within(screen.getByTestId('review-11')).getByRole('img', { name: '3 of 5 stars' })).toBeTruthy();

    fireEvent.click(within(first).getByRole('link', { name: 'View and reply' }));
    await waitFor(() => expect(router.state.location.search).toBe('?orderId=9'));
    expect(router.state.location.pathname).toBe('/orderComment');
  });

  it('says none are here yet, in the reader’s language', async () => {
    await switchLanguage('fr');
    reviews = { code: 200, data: { items: [], nextCursor: null } };
    renderRoutes(routes, '/goodsList/reviews?goodsId=11');
    expect(await screen.findByText('Pas encore d’avis')).toBeTruthy();
    expect(
      screen.getByText(
        'Les acheteurs pourront donner leur avis une fois le produit reçu ; leurs avis s’afficheront ici.',
      ),
    ).toBeTruthy();
  });

  it('is no page without a product', async () => {
    const { router } = renderRoutes(routes, '/goodsList/reviews?goodsId=mug');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(server.called('goodsReviewList')).toEqual([]);
  });
});
