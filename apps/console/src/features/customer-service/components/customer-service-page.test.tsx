import type { ChatConversation, ChatMessage } from '@shopkeeper/contract';
import { LiveStreamProvider } from '@shopkeeper/front-kit/live-stream-react';
import { createQueryClient } from '@shopkeeper/front-kit/query-client';
import { type FakeRoutes, fakeLiveStream } from '@shopkeeper/front-kit/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { initialLanguage, startI18n } from '../../../lib/i18n.ts';
import { MessageBridge } from '../../../lib/notify.ts';
import { AntdForTests } from '../../../testing/antd-for-tests.tsx';
import { operatorServer } from '../../../testing/render-page.tsx';
import CustomerServicePage from './customer-service-page.tsx';

let live: ReturnType<typeof fakeLiveStream>;
beforeEach(() => {
  live = fakeLiveStream();
});
afterEach(() => live.stream.stop());

const aConversation = (overrides: Partial<ChatConversation> = {}): ChatConversation => ({
  id: 5,
  userId: 7,
  username: 'mia',
  shopName: 'Mia’s Corner',
  state: 'open',
  assignee: null,
  lastSeq: 2,
  lastMessage: { from: 'merchant', preview: 'Where is my payout?', at: '2026-11-25T08:00:00.000Z' },
  unread: 2,
  waitingSince: '2026-11-25T07:55:00.000Z',
  merchantReadUpTo: 0,
  operatorReadUpTo: 0,
  ...overrides,
});

const aMessage = (seq: number, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  seq,
  clientId: `merchant-${seq}`,
  from: 'merchant',
  operatorName: null,
  text: `Merchant says ${seq}`,
  image: null,
  at: '2026-11-25T08:00:00.000Z',
  ...overrides,
});

function server(routes: FakeRoutes = {}) {
  const conversation = aConversation();
  return operatorServer({
    consoleChatList: { code: 200, data: { items: [conversation], nextCursor: null, unreadTotal: 2 } },
    consoleChatHistory: ({ input }) => ({
      code: 200,
      data: { conversation, messages: input.after ? [] : [aMessage(1), aMessage(2)], more: false },
    }),
    consoleChatRead: ({ input }) => ({
      code: 200,
      data: { ...conversation, unread: 0, operatorReadUpTo: input.upTo },
    }),
    consoleChatOperators: {
      code: 200,
      data: {
        items: [
          { id: 1, username: 'ops.alice' },
          { id: 2, username: 'ops.bob' },
        ],
      },
    },
    consoleChatCannedList: {
      code: 200,
      data: { items: [{ id: 9, title: 'Payout times', text: 'Payouts arrive within two working days.' }] },
    },
    ...routes,
  });
}

async function renderPage(path = '/') {
  await startI18n(initialLanguage());
  const router = createMemoryRouter(
    [
      { path: '/', Component: CustomerServicePage },
      { path: '/users', Component: () => null },
      { path: '/fulfilment', Component: () => null },
    ],
    { initialEntries: [path] },
  );
  render(
    <AntdForTests>
      <MessageBridge />
      <QueryClientProvider client={createQueryClient()}>
        <LiveStreamProvider stream={live.stream} active>
          <RouterProvider router={router} />
        </LiveStreamProvider>
      </QueryClientProvider>
    </AntdForTests>,
  );
  return router;
}

const replyBox = () => screen.findByRole('textbox', { name: 'Reply' });

describe('customer service', () => {
  test('lists conversations with who, unread, waiting since and assignee; opening one reads it and marks it read', async () => {
    const api = server();
    await renderPage();
    const row = await screen.findByTestId('conversation-5');
    expect(row.textContent).toContain('mia · Mia’s Corner');
    expect(row.textContent).toContain('Where is my payout?');
    expect(row.textContent).toContain('Waiting since');
    expect(row.textContent).toContain('Unassigned');
    expect(within(row).getByTitle('Unread: 2')).toBeTruthy();
    expect(api.called('consoleChatList')[0]?.input).toMatchObject({ state: 'open' });

    fireEvent.click(row);
    expect(await screen.findByText('Merchant says 2')).toBeTruthy();
    await waitFor(() =>
      expect(api.called('consoleChatRead').map((call) => call.input)).toEqual([
        { conversationId: 5, upTo: 2 },
      ]),
    );
    expect(screen.getByRole('link', { name: 'Orders' }).getAttribute('href')).toBe('/fulfilment?search=mia');
    expect(screen.getByRole('link', { name: 'Wallet' }).getAttribute('href')).toBe('/users?user=7');
  });

  test('filters closed conversations and those assigned to me', async () => {
    const api = server();
    await renderPage();
    await screen.findByTestId('conversation-5');
    fireEvent.click(screen.getByText('Closed'));
    await waitFor(() =>
      expect(api.called('consoleChatList').at(-1)?.input).toMatchObject({ state: 'closed' }),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Assigned to me' }));
    await waitFor(() =>
      expect(api.called('consoleChatList').at(-1)?.input).toMatchObject({ state: 'closed', mine: true }),
    );
  });

  test('a reply goes with its clientId and shows once; a lost answer is retried with the same clientId', async () => {
    let tries = 0;
    const api = server({
      consoleChatSend: ({ input }) =>
        ++tries === 1
          ? { code: 500, msg: 'busy', status: 500 }
          : {
              code: 200,
              data: {
                message: aMessage(3, {
                  from: 'operator',
                  operatorName: 'ops.alice',
                  clientId: input.clientId,
                  text: input.text ?? null,
                }),
              },
            },
    });
    await renderPage('/?c=5');
    fireEvent.change(await replyBox(), { target: { value: 'It left this morning.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Not sent')).toBeNull());
    await waitFor(() => expect(screen.queryByText('Sending…')).toBeNull());
    const sent = api.called('consoleChatSend').map((call) => call.input);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    expect(sent[0]).toMatchObject({ conversationId: 5, text: 'It left this morning.' });
    expect(screen.getAllByText('It left this morning.')).toHaveLength(1);
  });

  test('a canned reply is put in the reply box to edit before sending', async () => {
    server();
    await renderPage('/?c=5');
    await replyBox();
    fireEvent.mouseDown(screen.getByLabelText('Insert a canned reply'));
    fireEvent.click(await screen.findByText('Payout times', { selector: '.ant-select-item-option-content' }));
    expect(((await replyBox()) as HTMLTextAreaElement).value).toBe('Payouts arrive within two working days.');
  });

  test('assigns to an operator and closes the conversation', async () => {
    const api = server({
      consoleChatAssign: ({ input }) => ({
        code: 200,
        data: aConversation({ assignee: { id: input.operatorId ?? 0, username: 'ops.bob' } }),
      }),
      consoleChatClose: { code: 200, data: aConversation({ state: 'closed' }) },
    });
    await renderPage('/?c=5');
    await screen.findByText('Merchant says 2');
    fireEvent.mouseDown(screen.getByLabelText('Assignee'));
    fireEvent.click(await screen.findByText('ops.bob', { selector: '.ant-select-item-option-content' }));
    await waitFor(() =>
      expect(api.called('consoleChatAssign').map((call) => call.input)).toEqual([
        { conversationId: 5, operatorId: 2 },
      ]),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close conversation' }));
    await waitFor(() =>
      expect(api.called('consoleChatClose').map((call) => call.input)).toEqual([{ conversationId: 5 }]),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Close conversation' })).toBeNull());
  });

  test('a live event reads what came after the highest seq held, and the list again', async () => {
    const api = server({
      consoleChatHistory: ({ input }) => ({
        code: 200,
        data: {
          conversation: aConversation(),
          messages: input.after === 2 ? [aMessage(3, { text: 'Any news?' })] : [aMessage(1), aMessage(2)],
          more: false,
        },
      }),
    });
    await renderPage('/?c=5');
    await screen.findByText('Merchant says 2');
    await waitFor(() => expect(live.latest()).toBeDefined());
    const listReads = api.called('consoleChatList').length;
    act(() => live.latest()?.emit('chat', { conversationId: 5, seq: 3 }));
    expect(await screen.findByText('Any news?')).toBeTruthy();
    expect(api.called('consoleChatHistory').map((call) => call.input.after)).toEqual([undefined, 2]);
    await waitFor(() => expect(api.called('consoleChatList').length).toBeGreaterThan(listReads));
    expect(screen.getAllByTestId('console-message')).toHaveLength(3);
  });

  test('a merchant message stored just before the reply is read, not skipped, and only then marked read', async () => {
    const api = server({
      consoleChatHistory: ({ input }) => ({
        code: 200,
        data: {
          conversation: aConversation(),
          messages:
            input.after === undefined
              ? [aMessage(1), aMessage(2)]
              : [
                  aMessage(3, { text: 'Never mind, it arrived.' }),
                  aMessage(4, { from: 'operator', operatorName: 'ops.alice', text: 'It left this morning.' }),
                ].filter((message) => message.seq > (input.after ?? 0)),
          more: false,
        },
      }),
      // The merchant's message took seq 3 a moment before: the reply is 4.
      consoleChatSend: ({ input }) => ({
        code: 200,
        data: {
          message: aMessage(4, {
            from: 'operator',
            operatorName: 'ops.alice',
            clientId: input.clientId,
            text: input.text ?? null,
          }),
        },
      }),
    });
    await renderPage('/?c=5');
    await screen.findByText('Merchant says 2');
    await waitFor(() => expect(live.latest()).toBeDefined());
    fireEvent.change(await replyBox(), { target: { value: 'It left this morning.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByText('Sending…')).toBeNull());
    act(() => live.latest()?.emit('chat', { conversationId: 5, seq: 4 }));
    expect(await screen.findByText('Never mind, it arrived.')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('console-message')).toHaveLength(4));
    expect(api.called('consoleChatHistory').map((call) => call.input.after)).toContain(2);
    // Read up to 2 on opening, then up to 4 once 3 is on screen: never past a message not shown.
    await waitFor(() => expect(api.called('consoleChatRead').map((call) => call.input.upTo)).toEqual([2, 4]));
  });

  test('office hours are saved as the operator set them', async () => {
    const office = {
      utcOffsetMinutes: 480,
      days: [1, 2, 3, 4, 5],
      opens: '09:00',
      closes: '18:00',
      replyMinutes: 120,
    };
    const api = server({
      consoleChatOfficeGet: { code: 200, data: office },
      consoleChatOfficeUpdate: ({ input }) => ({ code: 200, data: input }),
    });
    await renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Office hours and canned replies' }));
    const closes = await screen.findByLabelText('Closes at');
    fireEvent.change(closes, { target: { value: '08:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Closing time must be after opening time.')).toBeTruthy();
    expect(api.called('consoleChatOfficeUpdate')).toHaveLength(0);
    fireEvent.change(closes, { target: { value: '20:00' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.called('consoleChatOfficeUpdate').map((call) => call.input)).toEqual([
        { ...office, closes: '20:00', days: [1, 2, 3, 4, 5, 6] },
      ]),
    );
  });

  test('a message in another conversation reads the list again', async () => {
    const api = server();
    await renderPage();
    await screen.findByTestId('conversation-5');
    await waitFor(() => expect(live.latest()).toBeDefined());
    const reads = api.called('consoleChatList').length;
    act(() => live.latest()?.emit('chat', { conversationId: 8, seq: 1 }));
    await waitFor(() => expect(api.called('consoleChatList').length).toBeGreaterThan(reads));
    expect(api.called('consoleChatHistory')).toHaveLength(0);
  });
});
