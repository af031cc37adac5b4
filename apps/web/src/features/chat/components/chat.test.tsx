import type { ChatMessage } from '@shopkeeper/contract';
import { LiveStreamProvider } from '@shopkeeper/front-kit/live-stream-react';
import {
  aProfile,
  aStoreCentre,
  type FakeRoutes,
  fakeLiveStream,
  fakeServer,
  fakeUploads,
} from '@shopkeeper/front-kit/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { queryClient } from '../../../lib/react-query.ts';
import { storage } from '../../../lib/storage.ts';
import type { ChatHistory } from '../api/chat.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

let live: ReturnType<typeof fakeLiveStream>;

beforeEach(() => {
  queryClient.clear();
  sessionStorage.clear();
  storage.setToken('tok-1');
  live = fakeLiveStream();
});
afterEach(() => live.stream.stop());

const OPEN_OFFICE: ChatHistory['office'] = {
  utcOffsetMinutes: 480,
  days: [1, 2, 3, 4, 5],
  opens: '09:00',
  closes: '18:00',
  replyMinutes: 120,
  open: true,
  nextOpenAt: null,
};

const aMessage = (seq: number, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  seq,
  clientId: null,
  from: 'operator',
  operatorName: 'Alice',
  text: `Message ${seq}`,
  image: null,
  at: new Date(Date.now() - 60_000).toISOString(),
  ...overrides,
});

const aHistory = (messages: ChatMessage[], overrides: Partial<ChatHistory> = {}): ChatHistory => ({
  messages,
  more: false,
  lastSeq: messages.at(-1)?.seq ?? 0,
  unread: 0,
  readUpTo: 0,
  operatorReadUpTo: 0,
  office: OPEN_OFFICE,
  ...overrides,
});

function server(routes: FakeRoutes = {}) {
  return fakeServer({
    getMe: { code: 200, data: aProfile() },
    chatHistory: { code: 200, data: aHistory([]) },
    chatRead: ({ input }) => ({ code: 200, data: { readUpTo: input.upTo, unread: 0 } }),
    ...routes,
  });
}

/** The app's routes with a live stream the test plays the server of. */
function renderService(path = '/service') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <LiveStreamProvider stream={live.stream} active>
        <RouterProvider router={router} />
      </LiveStreamProvider>
    </QueryClientProvider>,
  );
  return router;
}

const input = () => screen.findByRole('textbox', { name: 'Your message' });
async function type(text: string) {
  fireEvent.input(await input(), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
}
const bubbles = () => screen.queryAllByTestId('chat-message');

describe('customer-service chat', () => {
  it('greets an empty conversation with the team’s hours and reply time', async () => {
    server();
    renderService();
    expect(await screen.findByText('Ask us anything')).toBeTruthy();
    expect(screen.getByText('Open Mon, Tue, Wed, Thu, Fri, 09:00–18:00 (UTC+8)')).toBeTruthy();
    expect(screen.getByTestId('chat-reply-time').textContent).toBe('We usually reply within 2 hours');
    expect(screen.queryByTestId('chat-away')).toBeNull();
  });

  it('says when the team is away, and when it is back in the reader’s words', async () => {
    const back = new Date(Date.now() + 2 * 24 * 3600_000);
    server({
      chatHistory: {
        code: 200,
        data: aHistory([], { office: { ...OPEN_OFFICE, open: false, nextOpenAt: back.toISOString() } }),
      },
    });
    renderService();
    const away = await screen.findByTestId('chat-away');
    const weekday = new Intl.DateTimeFormat('en', { weekday: 'long' }).format(back);
    expect(away.textContent).toContain("We're away right now");
    expect(away.textContent).toContain(weekday);
    expect(screen.queryByTestId('chat-reply-time')).toBeNull();
  });

  it('shows a message at once and sends it with its own clientId', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const held = new Promise((resolve) => {
      answer = resolve;
    });
    const api = server({
      chatSend: async ({ input }) => {
        await held;
        return {
          code: 200,
          data: {
            message: aMessage(1, {
              from: 'merchant',
              operatorName: null,
              clientId: input.clientId,
              text: input.text ?? null,
            }),
          },
        };
      },
    });
    renderService();
    await type('Where is my payout?');
    const pending = await screen.findByText('Where is my payout?');
    expect(within(pending.closest('li')!).getByText('Sending…')).toBeTruthy();
    const [sent] = api.called('chatSend');
    expect(sent?.input.text).toBe('Where is my payout?');
    expect(sent?.input.clientId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    answer(null);
    await waitFor(() => expect(screen.queryByText('Sending…')).toBeNull());
    expect(bubbles()).toHaveLength(1);
  });

  it('sends again with the same clientId when the network is back, and shows the message once', async () => {
    let tries = 0;
    const api = server({
      chatSend: ({ input }) =>
        ++tries === 1
          ? { code: 500, msg: 'busy', status: 500 }
          : {
              code: 200,
              data: {
                message: aMessage(1, {
                  from: 'merchant',
                  operatorName: null,
                  clientId: input.clientId,
                  text: input.text ?? null,
                }),
              },
            },
    });
    renderService();
    await type('Hello?');
    await waitFor(() => expect(api.called('chatSend')).toHaveLength(1));
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByText('Sending…')).toBeNull());
    const ids = api.called('chatSend').map((call) => call.input.clientId);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
    expect(screen.getAllByText('Hello?')).toHaveLength(1);
    expect(bubbles()).toHaveLength(1);
  });

  it('marks a refused message not sent; “Try again” resends it with the same clientId', async () => {
    let tries = 0;
    const api = server({
      chatSend: ({ input }) =>
        ++tries === 1
          ? { code: 405, msg: 'Refused' }
          : {
              code: 200,
              data: {
                message: aMessage(4, {
                  from: 'merchant',
                  operatorName: null,
                  clientId: input.clientId,
                  text: input.text ?? null,
                }),
              },
            },
    });
    renderService();
    await type('Second try');
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText('Not sent')).toBeNull());
    const ids = api.called('chatSend').map((call) => call.input.clientId);
    expect(ids).toEqual([ids[0], ids[0]]);
    expect(screen.getAllByText('Second try')).toHaveLength(1);
  });

  it('sends what a reload left in the outbox with its same clientId', async () => {
    sessionStorage.setItem(
      'chat.outbox',
      JSON.stringify([
        {
          clientId: 'kept-before-reload',
          text: 'Still there?',
          image: null,
          at: new Date().toISOString(),
          state: 'sending',
        },
      ]),
    );
    const api = server({
      chatSend: ({ input }) => ({
        code: 200,
        data: {
          message: aMessage(2, {
            from: 'merchant',
            operatorName: null,
            clientId: input.clientId,
            text: input.text ?? null,
          }),
        },
      }),
    });
    renderService();
    await waitFor(() =>
      expect(api.called('chatSend').map((call) => call.input.clientId)).toEqual(['kept-before-reload']),
    );
    await waitFor(() => expect(sessionStorage.getItem('chat.outbox')).toBeNull());
    expect(screen.getAllByText('Still there?')).toHaveLength(1);
  });

  it('reads what came after the highest seq it holds when the stream says something is new', async () => {
    const api = server({
      chatHistory: ({ input }) =>
        input.after === 2
          ? { code: 200, data: aHistory([aMessage(3, { text: 'Your payout left today.' })]) }
          : { code: 200, data: aHistory([aMessage(1), aMessage(2)]) },
    });
    renderService();
    expect(await screen.findByText('Message 2')).toBeTruthy();
    await waitFor(() => expect(live.latest()).toBeDefined());
    // An event about what is already held (a read mark moved) reads nothing.
    act(() => live.latest()?.emit('chat', { conversationId: 5, seq: 2 }));
    act(() => live.latest()?.emit('chat', { conversationId: 5, seq: 3 }));
    expect(await screen.findByText('Your payout left today.')).toBeTruthy();
    expect(api.called('chatHistory').map((call) => call.input.after)).toEqual([undefined, 2]);
    expect(bubbles()).toHaveLength(3);
  });

  it('reads a team reply stored just before the merchant’s own message, which the send answer skips over', async () => {
    const api = server({
      chatHistory: ({ input }) =>
        input.after === undefined
          ? { code: 200, data: aHistory([aMessage(1), aMessage(2)]) }
          : {
              code: 200,
              data: aHistory(
                [
                  aMessage(3, { text: 'Your payout left today.' }),
                  aMessage(4, { from: 'merchant', operatorName: null, clientId: 'x', text: 'Thanks!' }),
                ].filter((message) => message.seq > (input.after ?? 0)),
              ),
            },
      // The team's reply took seq 3 a moment before: the merchant's message is 4.
      chatSend: ({ input }) => ({
        code: 200,
        data: {
          message: aMessage(4, {
            from: 'merchant',
            operatorName: null,
            clientId: input.clientId,
            text: input.text ?? null,
          }),
        },
      }),
    });
    renderService();
    expect(await screen.findByText('Message 2')).toBeTruthy();
    await waitFor(() => expect(live.latest()).toBeDefined());
    await type('Thanks!');
    await waitFor(() => expect(screen.queryByText('Sending…')).toBeNull());
    // The stream's signal for the merchant's own message (seq 4) comes after the answer.
    act(() => live.latest()?.emit('chat', { conversationId: 5, seq: 4 }));
    expect(await screen.findByText('Your payout left today.')).toBeTruthy();
    expect(api.called('chatHistory').map((call) => call.input.after)).toContain(2);
    expect(bubbles()).toHaveLength(4);
  });

  it('catches up on the stream’s hello after a reconnect, doubling nothing', async () => {
    let round = 0;
    server({
      chatHistory: ({ input }) =>
        input.after === undefined
          ? { code: 200, data: aHistory([aMessage(1)]) }
          : { code: 200, data: aHistory(++round === 1 ? [aMessage(2)] : []) },
    });
    renderService();
    expect(await screen.findByText('Message 1')).toBeTruthy();
    await waitFor(() => expect(live.latest()).toBeDefined());
    act(() => live.latest()?.emit('hello', { at: new Date().toISOString() }));
    expect(await screen.findByText('Message 2')).toBeTruthy();
    act(() => live.latest()?.emit('hello', { at: new Date().toISOString() }));
    await waitFor(() => expect(bubbles()).toHaveLength(2));
  });

  it('marks read up to the highest team message actually on screen', async () => {
    const observed: { element: Element; callback: IntersectionObserverCallback }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private callback: IntersectionObserverCallback) {}
        observe(element: Element) {
          observed.push({ element, callback: this.callback });
        }
        disconnect() {}
      },
    );
    const api = server({
      chatHistory: { code: 200, data: aHistory([aMessage(1), aMessage(2), aMessage(3)], { unread: 3 }) },
    });
    renderService();
    expect(await screen.findByText('Message 3')).toBeTruthy();
    await waitFor(() => expect(observed.length).toBeGreaterThanOrEqual(3));
    const show = (seq: number) => {
      const target = observed.find(({ element }) => (element as HTMLElement).dataset.seq === String(seq));
      target?.callback(
        [{ target: target.element, isIntersecting: true } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
    };
    act(() => show(2));
    await waitFor(() => expect(api.called('chatRead').map((call) => call.input.upTo)).toEqual([2]));
    act(() => show(1)); // never backwards
    act(() => show(3));
    await waitFor(() => expect(api.called('chatRead').map((call) => call.input.upTo)).toEqual([2, 3]));
  });

  it('opens a team picture full screen and closes it with the button', async () => {
    const url = 'https://files.example/chat/label.webp';
    server({
      chatHistory: {
        code: 200,
        data: aHistory([aMessage(1, { text: null, image: { path: 'chat/label.webp', url } })]),
      },
    });
    renderService();
    fireEvent.click(await screen.findByRole('button', { name: 'Picture in the chat' }));
    // antd-mobile's viewer sits in its Mask, which is aria-hidden: found as a sighted person finds it.
    const close = await screen.findByRole('button', { name: 'Close', hidden: true });
    expect(document.querySelectorAll(`img[src="${url}"]`).length).toBe(2);
    fireEvent.click(close);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Close', hidden: true })).toBeNull());
  });

  it('opens the help tab from ?tab=help', async () => {
    server();
    renderService('/service?tab=help');
    expect(await screen.findByRole('tab', { name: 'Help', selected: true })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Your message' })).toBeNull();
  });

  it('uploads a picture with its progress shown, then sends it as a message', async () => {
    const uploads = fakeUploads({ held: true });
    const api = server({
      upload: {
        code: 200,
        data: { path: 'chat/receipt.webp', url: 'https://files.example/chat/receipt.webp' },
      },
      chatSend: ({ input }) => ({
        code: 200,
        data: {
          message: aMessage(1, {
            from: 'merchant',
            operatorName: null,
            clientId: input.clientId,
            text: null,
            image: { path: 'chat/receipt.webp', url: 'https://files.example/chat/receipt.webp' },
          }),
        },
      }),
    });
    renderService();
    await input();
    fireEvent.change(screen.getByTestId('chat-image-input'), {
      target: { files: [new File([new Uint8Array([1, 2, 3])], 'receipt.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(uploads.sent).toHaveLength(1));
    expect(uploads.sent[0]?.url).toBe('/api/v1/upload/chat');
    expect((await screen.findByTestId('chat-upload-progress')).textContent).toContain(
      'Uploading picture… 50%',
    );
    expect(api.called('chatSend')).toHaveLength(0);
    uploads.release();
    await waitFor(() =>
      expect(api.called('chatSend').map((call) => call.input.image)).toEqual(['chat/receipt.webp']),
    );
    const picture = await screen.findByRole('img', { name: 'Picture in the chat' });
    expect(picture.getAttribute('src')).toBe('https://files.example/chat/receipt.webp');
    await waitFor(() => expect(screen.queryByText('Sending…')).toBeNull());
  });
});

describe('scrolling back', () => {
  it('reads the page before the lowest seq held when asked for earlier messages', async () => {
    const api = server({
      chatHistory: ({ input }) =>
        input.before === 11
          ? { code: 200, data: aHistory([aMessage(10, { text: 'The first question' })]) }
          : { code: 200, data: aHistory([aMessage(11), aMessage(12)], { more: true }) },
    });
    renderService();
    fireEvent.click(await screen.findByRole('button', { name: 'Show earlier messages' }));
    expect(await screen.findByText('The first question')).toBeTruthy();
    expect(api.called('chatHistory').map((call) => call.input.before)).toEqual([undefined, 11]);
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
    expect(bubbles().map((bubble) => bubble.dataset.seq)).toEqual(['10', '11', '12']);
  });
});

describe('the store centre’s customer-service shortcut', () => {
  it('shows the unread count and follows the stream', async () => {
    let unread = 2;
    server({
      storeInfo: { code: 200, data: aStoreCentre() },
      swipeAdList: { code: 200, data: { items: [] } },
      orderWarning: {
        code: 200,
        data: { lateOrders: 0, closesStorefrontAt: null, cancelsAt: null, storefrontClosedSince: null },
      },
      topUpList: { code: 200, data: { items: [], nextCursor: null } },
      withdrawList: { code: 200, data: { items: [], nextCursor: null } },
      chatUnread: () => ({ code: 200, data: { unread, lastSeq: 9 } }),
    });
    renderService('/shopCenter');
    expect((await screen.findByTestId('service-unread')).textContent).toBe('Unread messages: 2');
    await waitFor(() => expect(live.latest()).toBeDefined());
    unread = 3;
    act(() => live.latest()?.emit('chat', { conversationId: 5, seq: 10 }));
    await waitFor(() => expect(screen.getByTestId('service-unread').textContent).toBe('Unread messages: 3'));
  });
});
