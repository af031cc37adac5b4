import { aProfile, fakeServer, fakeUploads, type Reply } from '@shopkeeper/front-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { queryClient } from '../../../lib/react-query.ts';
import { storage } from '../../../lib/storage.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';

// Toasts render into their own React roots outside any act(), as in a browser.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

/**
 * jsdom has no canvas: signature_pad is replaced by a pad that keeps strokes as data, and a
 * test "draws" with `pads.last().draw()`. What is checked is what the screen does with the pad
 * (sizing, clear, undo, required, the PNG it sends), not the library's drawing.
 */
const pads = vi.hoisted(() => {
  const made: FakePad[] = [];
  class FakePad {
    strokes: unknown[] = [];
    listeners = new Map<string, Set<() => void>>();
    offCalled = false;
    constructor(readonly canvas: HTMLCanvasElement) {
      made.push(this);
    }
    addEventListener(type: string, listener: () => void) {
      if (!this.listeners.has(type)) this.listeners.set(type, new Set());
      this.listeners.get(type)!.add(listener);
    }
    removeEventListener(type: string, listener: () => void) {
      this.listeners.get(type)?.delete(listener);
    }
    off() {
      this.offCalled = true;
    }
    toData() {
      return [...this.strokes];
    }
    fromData(data: unknown[]) {
      this.strokes = [...data];
    }
    clear() {
      this.strokes = [];
    }
    isEmpty() {
      return this.strokes.length === 0;
    }
    toDataURL() {
      // "PNG!" in base64: the file the screen uploads carries exactly these bytes.
      return 'data:image/png;base64,UE5HIQ==';
    }
    /** A finger's stroke ends. */
    draw() {
      this.strokes.push({ points: [{ x: 1, y: 2 }] });
      for (const listener of this.listeners.get('endStroke') ?? []) listener();
    }
  }
  return { made, FakePad, last: () => made.at(-1)! };
});
vi.mock('signature_pad', () => ({ default: pads.FakePad }));

const REVIEW = {
  id: 11,
  orderId: 5,
  parentId: null,
  author: 'buyer' as const,
  text: 'Lovely mug, fast delivery',
  rating: 4,
  signature: 'signature/buyer.png',
  createdAt: '2026-11-20T10:00:00.000Z',
};
const REPLY = {
  ...REVIEW,
  id: 12,
  parentId: 11,
  author: 'merchant' as const,
  text: 'Thank you for your order!',
  rating: null,
  signature: 'signature/mine.png',
};

let listAnswer: Reply<'orderCommentList'>;
let addAnswer: Reply<'orderCommentAdd'>;
let server: ReturnType<typeof fakeServer>;
let uploads: ReturnType<typeof fakeUploads>;
let fileRequests: { url: string; authorization: string | null }[];

beforeEach(() => {
  queryClient.clear();
  pads.made.length = 0;
  listAnswer = { code: 200, data: { items: [REVIEW, REPLY], nextCursor: null } };
  addAnswer = { code: 200, data: { ...REPLY, id: 13, text: 'Glad you like it' } };
  server = fakeServer({
    getMe: { code: 200, data: aProfile() },
    orderCommentList: () => listAnswer,
    upload: {
      code: 200,
      data: { path: 'signature/new.png', url: 'https://files.example/signature/new.png' },
    },
    orderCommentAdd: () => addAnswer,
  });
  // Signature images are private files, fetched with the token (not a contract call).
  fileRequests = [];
  const apiFetch = server.fetch;
  vi.stubGlobal('fetch', (target: RequestInfo | URL, init?: RequestInit) => {
    const url = String(target);
    if (!url.includes('/signature/')) return apiFetch(target, init);
    fileRequests.push({ url, authorization: new Headers(init?.headers).get('authorization') });
    return Promise.resolve(new Response(new Blob(['png'], { type: 'image/png' })));
  });
  uploads = fakeUploads();
  URL.createObjectURL = vi.fn(() => 'blob:signature');
  URL.revokeObjectURL = vi.fn();
  // jsdom has no 2D context either; the pad's sizing only needs the call not to fail.
  HTMLCanvasElement.prototype.getContext = vi.fn(() => null) as never;
  Object.defineProperty(window, 'devicePixelRatio', { value: 2, configurable: true });
  storage.setToken('tok-1');
});

/** jsdom's File has no text(): read it as a browser's FileReader would. */
const readText = (file: File) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(file);
  });

const form = () => screen.getByRole('form');
const send = () => fireEvent.click(within(form()).getByRole('button', { name: /^Send/ }));

async function openScreen(orderId = '5') {
  renderRoutes(routes, `/orderComment?orderId=${orderId}`);
  await screen.findByText('Lovely mug, fast delivery');
  await waitFor(() => expect(pads.made.length).toBe(1));
}

describe('order comments', () => {
  it('shows the buyer’s review with its stars and signature, and the merchant’s reply under it', async () => {
    await openScreen();
    expect(server.called('orderCommentList')[0]!.input).toMatchObject({ orderId: '5' });
    const review = screen.getByTestId('comment-11');
    expect(within(review).getByText('Buyer’s review')).toBeTruthy();
    expect(within(review).getByRole('img', { name: '4 of 5 stars' })).toBeTruthy();
    const reply = within(review).getByTestId('comment-12');
    expect(within(reply).getByText('Thank you for your order!')).toBeTruthy();
    expect(within(reply).getByText('You')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByAltText('Signature')).toHaveLength(2));
    expect(fileRequests.map((r) => r.url).sort()).toEqual([
      '/files/signature/buyer.png',
      '/files/signature/mine.png',
    ]);
    expect(fileRequests.every((r) => r.authorization === 'tok-1')).toBe(true);
  });

  it('sizes the canvas by the device pixel ratio and clears or undoes strokes', async () => {
    Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { value: 343, configurable: true });
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { value: 160, configurable: true });
    try {
      await openScreen();
      const pad = pads.last();
      expect([pad.canvas.width, pad.canvas.height]).toEqual([686, 320]);
      const undo = screen.getByRole('button', { name: 'Undo' });
      const clear = screen.getByRole('button', { name: 'Clear' });
      expect(undo.hasAttribute('disabled')).toBe(true);
      pad.draw();
      pad.draw();
      await waitFor(() => expect(undo.hasAttribute('disabled')).toBe(false));
      fireEvent.click(undo);
      expect(pad.strokes).toHaveLength(1);
      fireEvent.click(clear);
      expect(pad.strokes).toHaveLength(0);
      await waitFor(() => expect(clear.hasAttribute('disabled')).toBe(true));
    } finally {
      Reflect.deleteProperty(HTMLElement.prototype, 'offsetWidth');
      Reflect.deleteProperty(HTMLElement.prototype, 'offsetHeight');
    }
  });

  it('needs both a text and a signature before sending anything', async () => {
    await openScreen();
    send();
    expect(await screen.findByText('Please write your comment')).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Comment'), { target: { value: '   ' } });
    send();
    expect(await screen.findByText('Please write your comment')).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Comment'), { target: { value: 'Thanks!' } });
    send();
    expect(await screen.findByText('Please sign before sending')).toBeTruthy();
    expect(uploads.sent).toEqual([]);
    expect(server.called('orderCommentAdd')).toEqual([]);
  });

  it('replies to the review: uploads the drawn signature, then sends the comment with its path', async () => {
    await openScreen();
    fireEvent.click(within(screen.getByTestId('comment-11')).getAllByRole('button', { name: 'Reply' })[0]!);
    expect(screen.getByRole('heading', { name: 'Reply to the buyer’s review' })).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Comment'), { target: { value: '  Glad you like it  ' } });
    pads.last().draw();
    send();
    await waitFor(() => expect(server.called('orderCommentAdd')).toHaveLength(1));
    const [upload] = uploads.sent;
    expect(upload!.url).toBe('/api/v1/upload/signature');
    expect(upload!.headers.authorization).toBe('tok-1');
    const file = upload!.body.get('file') as File;
    expect(file.type).toBe('image/png');
    expect(await readText(file)).toBe('PNG!');
    expect(server.called('orderCommentAdd')[0]!.input).toEqual({
      orderId: 5,
      parentId: 11,
      text: 'Glad you like it',
      signature: 'signature/new.png',
    });
    // Sent: the form is empty again, back to commenting on the order, and the thread is fetched again.
    expect(await screen.findByText('Reply sent')).toBeTruthy();
    await waitFor(() => expect(server.called('orderCommentList').length).toBeGreaterThan(1));
    expect((screen.getByLabelText('Comment') as HTMLTextAreaElement).value).toBe('');
    expect(pads.last().strokes).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Add a comment' })).toBeTruthy();
  });

  it('comments on the order without a parent, and says "Comment failed" with the reason when refused', async () => {
    addAnswer = {
      code: 405,
      msg: 'signature is not valid',
      data: { field: 'signature', variant: 'invalid' },
    };
    await openScreen();
    fireEvent.input(screen.getByLabelText('Comment'), { target: { value: 'Shipped today' } });
    pads.last().draw();
    send();
    const alert = await within(form()).findByText('Comment failed');
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(server.called('orderCommentAdd')[0]!.input).toEqual({
      orderId: 5,
      text: 'Shipped today',
      signature: 'signature/new.png',
    });
    // What was written and drawn stays, to try again.
    expect((screen.getByLabelText('Comment') as HTMLTextAreaElement).value).toBe('Shipped today');
    expect(pads.last().strokes).toHaveLength(1);
  });

  it('says "Reply failed" when the signature upload fails, and sends no comment', async () => {
    server = fakeServer({
      getMe: { code: 200, data: aProfile() },
      orderCommentList: () => listAnswer,
      upload: { code: 405, msg: 'Only JPEG, PNG or WebP images can be uploaded.', data: { field: 'file' } },
    });
    uploads = fakeUploads();
    await openScreen();
    fireEvent.click(within(screen.getByTestId('comment-11')).getAllByRole('button', { name: 'Reply' })[0]!);
    fireEvent.input(screen.getByLabelText('Comment'), { target: { value: 'Thanks' } });
    pads.last().draw();
    send();
    expect(await within(form()).findByText('Reply failed')).toBeTruthy();
    expect(server.called('orderCommentAdd')).toEqual([]);
  });

  it('says the order is not found for another merchant’s order or a missing id', async () => {
    listAnswer = { code: 404, msg: 'Record not found' };
    renderRoutes(routes, '/orderComment?orderId=99');
    expect(await screen.findByText('Order not found')).toBeTruthy();
    queryClient.clear();
    renderRoutes(routes, '/orderComment');
    expect((await screen.findAllByText('Order not found')).length).toBeGreaterThan(0);
  });

  it('shows an empty thread with the form to leave the first comment', async () => {
    listAnswer = { code: 200, data: { items: [], nextCursor: null } };
    renderRoutes(routes, '/orderComment?orderId=5');
    expect(await screen.findByText('No reviews yet')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Add a comment' })).toBeTruthy();
  });
});
