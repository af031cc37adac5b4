import { act, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './App.tsx';
import { type RenderRequest, renderPage } from './entry-server.tsx';
import type { FeaturedItem, PageProps } from './types.ts';

const lamp: FeaturedItem = {
  id: 7,
  name: 'Paper lamp',
  image: 'goods_image/a.webp',
  price: '12.50',
  featured: true,
  available: true,
  shop: { slug: 'demo1', name: 'Lantern & Co', logo: null },
  ad: true,
};
const mug: FeaturedItem = {
  ...lamp,
  id: 9,
  name: 'Stoneware mug',
  featured: false,
  shop: { slug: 'other2', name: 'Clay Corner', logo: null },
  ad: false,
};

const request = (items: FeaturedItem[], lang: RenderRequest['lang'] = 'en'): RenderRequest => ({
  data: { page: 'featured', items },
  lang,
  langParam: lang === 'en' ? null : lang,
  fileHost: '/files/',
  currency: 'USD',
  origin: 'https://shop.example',
  path: '/featured',
  clientScript: '/storefront/assets/entry-client.js',
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

function serveAndHydrate(req: RenderRequest) {
  const html = renderPage(req);
  document.body.innerHTML = new DOMParser().parseFromString(html, 'text/html').body.innerHTML;
  const props = JSON.parse(document.getElementById('sf-props')!.textContent!) as PageProps;
  const recoverable = vi.fn();
  act(() => {
    root = hydrateRoot(document.getElementById('root')!, <App {...props} />, {
      onRecoverableError: recoverable,
    });
  });
  return { html, recoverable };
}

describe('the featured page', () => {
  it('shows promoted goods first, each labelled as an ad with its shop, then best sellers, and hydrates cleanly', () => {
    const { html, recoverable } = serveAndHydrate(request([lamp, mug]));
    expect(html).toContain('<title>Featured goods</title>');
    expect(html).toContain('<meta property="og:title" content="Featured goods">');
    const promoted = screen.getByRole('region', { name: 'Promoted' });
    const ad = within(promoted).getByRole('link');
    expect(ad.getAttribute('href')).toBe('/s/demo1/item/7');
    expect(ad.textContent).toContain('from Lantern & Co');
    expect(within(ad).getByText('Ad')).toBeTruthy();
    const best = screen.getByRole('region', { name: 'Best sellers' });
    const plain = within(best).getByRole('link');
    expect(plain.textContent).toContain('from Clay Corner');
    expect(within(plain).queryByText('Ad')).toBeNull();
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('labels the ad in the buyer’s language and keeps the language on its links', () => {
    serveAndHydrate(request([lamp], 'ja'));
    const ad = screen.getByRole('link');
    expect(within(ad).getByText('広告')).toBeTruthy();
    expect(ad.getAttribute('href')).toBe('/s/demo1/item/7?lang=ja');
    expect(screen.queryByRole('region', { name: '売れ筋' })).toBeNull();
  });

  it('says so when there is nothing to show', () => {
    serveAndHydrate(request([]));
    expect(screen.getByText('Nothing to show yet. Please come back soon.')).toBeTruthy();
  });
});
