import { fakeServer } from '@shopkeeper/front-kit/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { App } from './App.tsx';
import { type RenderRequest, renderPage } from './entry-server.tsx';
import type { BuyerOrder, PageProps } from './types.ts';

const shop = {
  slug: 'demo1',
  name: 'Lantern & Co',
  logo: 'logo/a.webp',
  rating: null,
  closedSince: null,
  closedReason: null,
};
const item = {
  id: 7,
  name: 'Paper lamp',
  description: 'Warm light',
  image: 'goods_image/a.webp',
  images: ['goods_image/a.webp'],
  price: '12.50',
  featured: false,
  available: true,
};
/** A buyer's order as the status call answers it; each test changes what it is about. */
const anOrder = (overrides: Partial<BuyerOrder> = {}): BuyerOrder => ({
  publicRef: 'ref123456',
  orderNo: 'SO1',
  status: 'cancelled',
  quantity: 1,
  unitPrice: '12.50',
  amount: '12.50',
  goods: { name: 'Paper lamp', image: null },
  shop: { slug: 'demo1', name: 'Lantern & Co' },
  steps: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  acceptedAt: null,
  canAccept: false,
  cancelledAt: '2026-01-04T00:00:00.000Z',
  buyerRefund: 'pending',
  ...overrides,
});

const base: Omit<RenderRequest, 'data'> = {
  lang: 'en',
  langParam: null,
  fileHost: '/files/',
  currency: 'USD',
  origin: 'https://shop.example',
  path: '/s/demo1/item/7',
  clientScript: '/storefront/assets/entry-client.js',
};

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  sessionStorage.clear();
});

/** Puts the server's HTML in the document, as a browser would receive it, then hydrates it. */
function serveAndHydrate(request: RenderRequest) {
  const html = renderPage(request);
  const doc = new DOMParser().parseFromString(html, 'text/html');
  document.body.innerHTML = doc.body.innerHTML;
  const props = JSON.parse(document.getElementById('sf-props')!.textContent!) as PageProps;
  const recoverable = vi.fn();
  const page = document.querySelector('#root > main');
  act(() => {
    root = hydrateRoot(document.getElementById('root')!, <App {...props} />, {
      onRecoverableError: recoverable,
    });
  });
  // Hydration takes over the nodes the server sent; a mismatch would have drawn new ones.
  expect(document.querySelector('#root > main')).toBe(page);
  return { html, sent: doc, recoverable };
}

/** The Idempotency-Key of each order the page sent, in order. */
const orderKeys = (server: ReturnType<typeof fakeServer>) =>
  server.fetch.mock.calls
    .filter(([url]) => String(url).endsWith('/storefront/v1/order/create'))
    .map(([, init]) => new Headers(init?.headers).get('idempotency-key'));

/** Hydrates the item page and fills the order form as a buyer would; resolves to its button. */
async function readyToOrder() {
  serveAndHydrate({ ...base, data: { page: 'item', shop, item } });
  const submit = await screen.findByRole('button', { name: /Order and pay/ });
  await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
  fireEvent.input(screen.getByLabelText('Your name'), { target: { value: 'Ana' } });
  fireEvent.input(screen.getByLabelText('Phone number'), { target: { value: '555 0100' } });
  fireEvent.input(screen.getByLabelText('Delivery address'), { target: { value: '1 Main St' } });
  return submit as HTMLButtonElement;
}

/** Presses "Order and pay" and waits for the answer to be shown (the button is back). */
async function press(submit: HTMLButtonElement) {
  fireEvent.click(submit);
  await waitFor(() => expect(submit.textContent).toContain('Order and pay'));
  return screen.getByRole('alert').textContent;
}

describe('storefront pages', () => {
  it('renders the item page with its content and tags before any script, and hydrates without a mismatch', async () => {
    const { html, sent, recoverable } = serveAndHydrate({ ...base, data: { page: 'item', shop, item } });
    expect(html).toContain('<title>Paper lamp — Lantern &amp; Co</title>');
    expect(html).toContain('<meta property="og:title" content="Lantern &amp; Co">');
    expect(html).toContain(
      '<meta property="og:image" content="https://shop.example/files/goods_image/a.webp">',
    );
    // Before hydration the form cannot send; after, it can.
    expect(sent.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(true);
    await waitFor(() =>
      expect((screen.getByRole('button', { name: /Order and pay/ }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    expect(recoverable).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'One more' }));
    expect(screen.getByRole('button', { name: 'Order and pay $25.00' })).toBeTruthy();
  });

  it('checks the form in the buyer’s language, then sends the order and opens its status page', async () => {
    serveAndHydrate({ ...base, lang: 'fr', data: { page: 'item', shop, item } });
    const submit = await screen.findByRole('button', { name: /Commander et payer/ });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getAllByText('Veuillez remplir ce champ.')).toHaveLength(3));

    const server = fakeServer({
      storefrontOrderCreate: { code: 200, data: { publicRef: 'ref123456', orderNo: 'SO1', amount: '12.50' } },
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    fireEvent.input(screen.getByLabelText('Votre nom'), { target: { value: 'Ana' } });
    fireEvent.input(screen.getByLabelText('Numéro de téléphone'), { target: { value: '+33 1 23' } });
    fireEvent.input(screen.getByLabelText('Adresse de livraison'), { target: { value: '1 rue Haute' } });
    fireEvent.click(submit);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/s/demo1/order/ref123456'));
    expect(server.called('storefrontOrderCreate')[0]).toMatchObject({
      language: 'fr',
      input: {
        slug: 'demo1',
        itemId: 7,
        quantity: 1,
        name: 'Ana',
        phone: '+33 1 23',
        address: '1 rue Haute',
      },
    });
    vi.unstubAllGlobals();
  });

  it('shows a refusal where the buyer looks: a closed shop on the form, a bad field under it', async () => {
    fakeServer({
      storefrontOrderCreate: ({ input }) =>
        (input as { name: string }).name === 'Ana'
          ? {
              code: 203,
              msg: 'Invalid operation',
              data: { reason: 'shopClosed', since: '2026-01-01T00:00:00.000Z' },
            }
          : { code: 405, msg: 'Your name is incorrect.', data: { field: 'name', variant: 'invalid' } },
    });
    const submit = await readyToOrder();
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The shop closed before your order went through',
    );
    fireEvent.input(screen.getByLabelText('Your name'), { target: { value: 'Bo' } });
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getByLabelText('Your name').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('alert').textContent).toContain('Your name is incorrect.');
    vi.unstubAllGlobals();
  });

  it('says a closed shop is closed and shows no order form', () => {
    const html = renderPage({
      ...base,
      data: {
        page: 'item',
        shop: { ...shop, closedSince: '2026-01-01T00:00:00.000Z', closedReason: 'unpaidOrders' as const },
        item,
      },
    });
    expect(html).toContain('This shop is closed for now');
    expect(html).not.toContain('<form');
  });

  it('says an item that cannot be ordered now is temporarily unavailable, in the buyer’s language, with no order form', () => {
    const unavailable = { ...item, available: false };
    const html = renderPage({ ...base, data: { page: 'item', shop, item: unavailable } });
    expect(html).toContain('This item is temporarily unavailable');
    expect(html).toContain('Paper lamp');
    expect(html).not.toContain('<form');
    const fr = renderPage({ ...base, lang: 'fr', data: { page: 'item', shop, item: unavailable } });
    expect(fr).toContain('Cet article est momentanément indisponible');
    // The shop page still lists it, marked unavailable; the others are not marked.
    const shopHtml = renderPage({
      ...base,
      path: '/s/demo1',
      data: { page: 'shop', shop, goods: { items: [unavailable, { ...item, id: 8 }], nextCursor: null } },
    });
    expect(shopHtml.match(/class="sf-card-unavailable">Unavailable for now</g)).toHaveLength(1);
  });

  it('says so on the form when the item became unavailable before the order went through', async () => {
    fakeServer({
      storefrontOrderCreate: { code: 203, msg: 'Invalid operation', data: { reason: 'unavailable' } },
    });
    const submit = await readyToOrder();
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This item became unavailable before your order went through. Nothing was charged.',
    );
    vi.unstubAllGlobals();
  });

  it('tells the buyer of a cancelled order when and where their payment is, in their language', () => {
    const order = anOrder();
    const { html } = serveAndHydrate({ ...base, data: { page: 'order', shop, order } });
    expect(html).toContain('Your payment is on its way back to you.');
    expect(html).toContain('2026-01-04');
    const refunded = serveAndHydrate({
      ...base,
      data: { page: 'order', shop, order: { ...order, buyerRefund: 'refunded' as const } },
    });
    expect(refunded.html).toContain('your payment has been refunded');
    vi.unstubAllGlobals();
  });

  it('lets the buyer confirm receipt on the status page when allowed', async () => {
    vi.stubEnv('TZ', 'Asia/Tokyo'); // the buyer's own zone, 9 hours ahead of UTC
    onTestFinished(() => {
      vi.unstubAllEnvs();
    });
    const order = anOrder({
      status: 'pending_acceptance',
      quantity: 2,
      amount: '25.00',
      steps: [{ time: '2026-01-02T03:04:05.000Z', text: 'Delivered to the door' }],
      canAccept: true,
      cancelledAt: null,
      buyerRefund: null,
    });
    const { html, sent, recoverable } = serveAndHydrate({ ...base, data: { page: 'order', shop, order } });
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('Delivered to the door');
    // The page as sent says UTC (the server does not know the buyer's zone); the browser then
    // writes the moment in the buyer's own zone and language.
    expect(sent.querySelector('time[datetime="2026-01-02T03:04:05.000Z"]')!.textContent).toBe(
      '2026-01-02 03:04 UTC',
    );
    const step = document.querySelector('time[datetime="2026-01-02T03:04:05.000Z"]')!;
    await waitFor(() => expect(step.textContent?.replace('\u202f', ' ')).toBe('Jan 2, 2026, 12:04 PM'));
    fakeServer({
      storefrontOrderAccept: {
        code: 200,
        data: { ...order, status: 'accepted', acceptedAt: '2026-01-03T00:00:00.000Z', canAccept: false },
      },
    });
    const button = await screen.findByRole('button', { name: 'I received my order' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Received'));
    expect(screen.queryByRole('button', { name: 'I received my order' })).toBeNull();
    expect(recoverable).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('lets the buyer review an accepted order: required checks, then a multipart send, then the thread', async () => {
    const order = anOrder({
      status: 'accepted',
      acceptedAt: '2026-01-03T00:00:00.000Z',
      cancelledAt: null,
      buyerRefund: null,
    });
    const ctx = {
      scale: vi.fn(),
      beginPath: vi.fn(),
      moveTo: vi.fn(),
      lineTo: vi.fn(),
      stroke: vi.fn(),
      clearRect: vi.fn(),
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as never);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((cb) =>
      cb(new Blob(['png'], { type: 'image/png' })),
    );
    const review = {
      id: 1,
      parentId: null,
      author: 'buyer',
      text: 'Lovely lamp',
      rating: 4,
      createdAt: '2026-01-04T00:00:00.000Z',
    };
    const reply = {
      id: 2,
      parentId: 1,
      author: 'merchant',
      text: 'Thank you!',
      rating: null,
      createdAt: '2026-01-05T00:00:00.000Z',
    };
    let sent: FormData | null = null;
    let sends = 0;
    const envelope = (data: unknown, code = 200, msg = 'ok') =>
      new Response(JSON.stringify({ code, msg, data }), { headers: { 'content-type': 'application/json' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (url.endsWith('/order/comments'))
          return envelope(
            sent ? { items: [review, reply], canReview: false } : { items: [], canReview: true },
          );
        sends += 1;
        if (sends === 1) return envelope({ reason: 'notAccepted' }, 203, 'Invalid operation');
        sent = init.body as FormData;
        return envelope(review);
      }),
    );
    serveAndHydrate({ ...base, data: { page: 'order', shop, order } });
    const send = await screen.findByRole('button', { name: 'Send review' });
    fireEvent.click(send);
    expect(await screen.findByText('Please choose a rating.')).toBeTruthy();
    expect(screen.getByText('Please fill this in.')).toBeTruthy();
    expect(screen.getByText('Please sign before sending.')).toBeTruthy();
    expect(sends).toBe(0);

    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    expect((screen.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.input(screen.getByLabelText('Your review'), { target: { value: 'Lovely lamp' } });
    expect(screen.getByText('11 / 500')).toBeTruthy();
    const canvas = document.querySelector('canvas')!;
    fireEvent.pointerDown(canvas, { clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(canvas, { clientX: 40, clientY: 30, pointerId: 1 });
    fireEvent.pointerUp(canvas, { pointerId: 1 });
    expect(ctx.stroke).toHaveBeenCalled();
    fireEvent.click(send);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'You can review this order once you have received it.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send review' })).toBeNull());
    const body = sent as unknown as FormData;
    expect(body.get('ref')).toBe('ref123456');
    expect(body.get('text')).toBe('Lovely lamp');
    expect(body.get('rating')).toBe('4');
    const file = body.get('signature') as File;
    expect(file.type).toBe('image/png');
    expect(await screen.findByText('Thank you!')).toBeTruthy();
    expect(screen.getByText('Lovely lamp')).toBeTruthy();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends an order with an Idempotency-Key, the same key again after a lost answer, a new key for a changed order', async () => {
    const submit = await readyToOrder();
    let sends = 0;
    const server = fakeServer({
      storefrontOrderCreate: () => {
        sends += 1;
        // The first answer never arrives, as when the connection drops mid-request.
        if (sends === 1) throw new TypeError('Failed to fetch');
        return { code: 204, msg: 'Payment declined', data: { reason: 'paymentDeclined' } };
      },
    });
    expect(await press(submit)).toContain(
      "The connection failed before your order was confirmed. Check your network and press the button again without changing anything: if the order went through, you won't be charged twice.",
    );
    expect(await press(submit)).toContain('Your payment was declined.');
    fireEvent.click(screen.getByRole('button', { name: 'One more' }));
    await press(submit);
    fireEvent.input(screen.getByLabelText('Delivery address'), { target: { value: '2 Main St' } });
    await press(submit);
    await press(submit);

    const [first, retry, twoItems, otherAddress, again] = orderKeys(server);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(retry).toBe(first);
    expect(twoItems).toMatch(/^[0-9a-f]{32}$/);
    expect(twoItems).not.toBe(first);
    expect(otherAddress).not.toBe(twoItems);
    expect(again).toBe(otherAddress);
    expect(server.called('storefrontOrderCreate').map((call) => call.input.quantity)).toEqual([
      1, 1, 2, 2, 2,
    ]);
    vi.unstubAllGlobals();
  });

  it('keeps an unanswered order’s key across a reload of the page, and forgets it once the order is made', async () => {
    let sends = 0;
    const server = fakeServer({
      storefrontOrderCreate: () => {
        sends += 1;
        if (sends === 1) throw new TypeError('Failed to fetch');
        return { code: 200, msg: 'OK', data: { publicRef: 'ref123456', orderNo: 'SK1', amount: '12.50' } };
      },
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    await press(await readyToOrder());
    // The buyer reloads the page and orders the same again.
    act(() => root?.unmount());
    fireEvent.click(await readyToOrder());
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    // Later, the same order again is a new order.
    act(() => root?.unmount());
    fireEvent.click(await readyToOrder());
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(2));
    const [lost, reloaded, later] = orderKeys(server);
    expect(reloaded).toBe(lost);
    expect(later).not.toBe(lost);
    vi.unstubAllGlobals();
  });

  it('says an order still being placed is still being placed, a refused repeat too many attempts, and an order not placed refunded', async () => {
    const submit = await readyToOrder();
    let sends = 0;
    fakeServer({
      storefrontOrderCreate: () => {
        sends += 1;
        if (sends === 3) return { code: 204, msg: 'Operation failed', data: { reason: 'notPlaced' } };
        return sends === 1
          ? { code: 202, msg: 'Too frequent', data: { reason: 'inProgress' }, status: 409 }
          : { code: 202, msg: 'Too frequent', status: 429 };
      },
    });
    expect(await press(submit)).toBe(
      'Your order is still being placed. Wait a moment, then press the button again without changing anything.',
    );
    expect(await press(submit)).toBe('Too many attempts from your connection. Please wait a few minutes.');
    expect(await press(submit)).toBe(
      'Your order could not be placed, and your payment is being refunded. Please try again.',
    );
    vi.unstubAllGlobals();
  });
});
