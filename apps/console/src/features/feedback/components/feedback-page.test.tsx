import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { findDialog, operatorServer, renderPage } from '../../../testing/render-page.tsx';
import type { ConsoleFeedback } from '../api/feedback.ts';
import FeedbackPage from './feedback-page.tsx';

const open: ConsoleFeedback = {
  id: 4,
  userId: 12,
  username: 'mia_shop',
  content: 'Withdrawals take too long on weekends',
  images: [],
  status: 'open',
  reply: null,
  repliedAt: null,
  createdAt: '2026-11-20T09:30:00.000Z',
  updatedAt: '2026-11-20T09:30:00.000Z',
};

const row = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('feedback inbox', () => {
  test('replies to open feedback: the reply is sent and the row shows it, replied', async () => {
    const api = operatorServer({
      consoleFeedbackList: { code: 200, data: { items: [open], nextCursor: null } },
      consoleFeedbackReply: ({ input }) => ({
        code: 200,
        data: { ...open, status: 'replied', reply: input.reply, repliedAt: '2026-11-21T10:00:00.000Z' },
      }),
    });
    await renderPage(FeedbackPage);
    expect(api.called('consoleFeedbackList')[0]?.input).toMatchObject({ status: 'open' });
    fireEvent.click(within(await row(open.content)).getByRole('button', { name: 'Reply' }));
    const dialog = await findDialog('Reply to mia_shop');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(await within(dialog).findByText('Write a reply.')).toBeTruthy();
    expect(api.called('consoleFeedbackReply')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Reply'), {
      target: { value: ' Weekend withdrawals now go out within a day. ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(api.called('consoleFeedbackReply')).toHaveLength(1));
    expect(api.called('consoleFeedbackReply')[0]?.input).toEqual({
      id: 4,
      reply: 'Weekend withdrawals now go out within a day.',
    });
    expect(await screen.findByText('Reply: Weekend withdrawals now go out within a day.')).toBeTruthy();
    expect(screen.getByTestId('feedback-status-4').textContent).toBe('Replied');
  });

  test('closes feedback after confirming; closed feedback offers no more actions', async () => {
    const api = operatorServer({
      consoleFeedbackList: { code: 200, data: { items: [open], nextCursor: null } },
      consoleFeedbackClose: { code: 200, data: { ...open, status: 'closed' } },
    });
    await renderPage(FeedbackPage);
    fireEvent.click(within(await row(open.content)).getByRole('button', { name: 'Close' }));
    const confirm = await screen.findByText('Close this feedback? It can no longer be answered.');
    const popover = confirm.closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(api.called('consoleFeedbackClose')).toHaveLength(1));
    expect(api.called('consoleFeedbackClose')[0]?.input).toEqual({ id: 4 });
    await waitFor(() => expect(screen.getByTestId('feedback-status-4').textContent).toBe('Closed'));
    expect(within(await row(open.content)).queryByRole('button', { name: 'Reply' })).toBeNull();
  });

  test('shows every state when asked for all', async () => {
    const api = operatorServer({ consoleFeedbackList: { code: 200, data: { items: [], nextCursor: null } } });
    await renderPage(FeedbackPage);
    await screen.findByText('No feedback here.');
    fireEvent.click(screen.getByText('All'));
    await waitFor(() => expect(api.called('consoleFeedbackList')).toHaveLength(2));
    expect(api.called('consoleFeedbackList')[1]?.input).not.toHaveProperty('status');
  });
});
