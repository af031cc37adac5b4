import type { FakeRoutes } from '@shopkeeper/front-kit/testing';
import { aProfile, fakeServer, fakeUploads } from '@shopkeeper/front-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { queryClient } from '../../../lib/react-query.ts';
import { storage } from '../../../lib/storage.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import type { Feedback } from '../api/feedback.ts';

// Toasts render into their own React root outside any act(), as in a browser.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

let uploads: ReturnType<typeof fakeUploads>;

beforeEach(() => {
  queryClient.clear();
  storage.setToken('tok-1');
  uploads = fakeUploads({ sentFraction: 0.5 });
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }),
  );
});

const aFeedback = (overrides: Partial<Feedback> = {}): Feedback => ({
  id: 1,
  content: 'Withdrawals take too long on weekends',
  images: [],
  status: 'open',
  reply: null,
  repliedAt: null,
  createdAt: '2026-11-20T09:30:00.000Z',
  ...overrides,
});

function server(routes: FakeRoutes = {}) {
  return fakeServer({
    getMe: { code: 200, data: aProfile() },
    homeFeedbackList: { code: 200, data: { items: [], nextCursor: null } },
    ...routes,
  });
}

const contentField = () => screen.getByRole('textbox', { name: 'Your feedback' });
const type = (text: string) => fireEvent.input(contentField(), { target: { value: text } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
const count = () => screen.getByTestId('feedback-count').textContent;

describe('feedback screen', () => {
  it('counts characters as a person does while typing: Chinese characters one each, an emoji family once', async () => {
    server();
    renderRoutes(routes, '/feedback');
    await screen.findByRole('textbox', { name: 'Your feedback' });
    expect(count()).toBe('0/300');
    type('你好世界吗');
    await waitFor(() => expect(count()).toBe('5/300'));
    type('👨‍👩‍👧‍👦 ok');
    await waitFor(() => expect(count()).toBe('4/300'));
  });

  it('refuses too short a text on the field before sending, and shows the server’s 441 there too', async () => {
    const s = server({
      homeFeedback: { code: 441, msg: 'Feedback must be between 5 and 300 characters.', data: null },
    });
    renderRoutes(routes, '/feedback');
    await screen.findByRole('textbox', { name: 'Your feedback' });
    type('abc');
    send();
    expect(await screen.findByText('Feedback must be between 5 and 300 characters.')).toBeTruthy();
    expect(contentField().getAttribute('aria-invalid')).toBe('true');
    expect(s.called('homeFeedback')).toHaveLength(0);

    type('Long enough now');
    await waitFor(() =>
      expect(screen.queryByText('Feedback must be between 5 and 300 characters.')).toBeNull(),
    );
    send();
    await waitFor(() => expect(s.called('homeFeedback')).toHaveLength(1));
    expect(await screen.findByText('Feedback must be between 5 and 300 characters.')).toBeTruthy();
    expect(contentField().getAttribute('aria-invalid')).toBe('true');
  });

  it('uploads the chosen pictures as kind feedback, then sends their paths and shows the feedback in the list', async () => {
    let items: Feedback[] = [];
    let n = 0;
    const s = server({
      homeFeedbackList: () => ({ code: 200, data: { items, nextCursor: null } }),
      upload: () => {
        n += 1;
        return { code: 200, data: { path: `feedback/p${n}.png`, url: `/files/feedback/p${n}.png` } };
      },
      homeFeedback: ({ input }) => {
        const sent = aFeedback({ id: 7, content: input.content });
        items = [sent];
        return { code: 200, data: sent };
      },
    });
    renderRoutes(routes, '/feedback');
    await screen.findByText('No feedback yet');
    const picker = screen.getByTestId('feedback-picture-input');
    fireEvent.change(picker, { target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] } });
    fireEvent.change(picker, { target: { files: [new File(['y'], 'b.png', { type: 'image/png' })] } });
    expect(screen.getAllByRole('button', { name: 'Remove this picture' })).toHaveLength(2);
    type('  The pictures show the problem  ');
    send();
    await waitFor(() => expect(s.called('homeFeedback')).toHaveLength(1));
    expect(s.called('homeFeedback')[0]!.input).toEqual({
      content: 'The pictures show the problem',
      images: ['feedback/p1.png', 'feedback/p2.png'],
    });
    expect(uploads.sent.map((u) => u.url)).toEqual([
      expect.stringMatching(/\/api\/v1\/upload\/feedback$/),
      expect.stringMatching(/\/api\/v1\/upload\/feedback$/),
    ]);
    expect(await screen.findByTestId('feedback-7')).toBeTruthy();
    expect(contentField()).toHaveProperty('value', '');
  });

  it('shows the pictures’ upload progress while they are being sent', async () => {
    const held = fakeUploads({ sentFraction: 0.5, held: true });
    const s = server({
      upload: { code: 200, data: { path: 'feedback/p1.png', url: '/files/feedback/p1.png' } },
      homeFeedback: { code: 200, data: aFeedback({ id: 8 }) },
    });
    renderRoutes(routes, '/feedback');
    await screen.findByText('No feedback yet');
    fireEvent.change(screen.getByTestId('feedback-picture-input'), {
      target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] },
    });
    type('Look at this screen');
    send();
    const bar = await screen.findByRole('progressbar', { name: 'Uploading pictures' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    expect(within(bar).getByText('Uploading… 50%')).toBeTruthy();
    held.release();
    await waitFor(() => expect(s.called('homeFeedback')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it('refuses a file that is not a picture before sending anything', async () => {
    const s = server();
    renderRoutes(routes, '/feedback');
    await screen.findByRole('textbox', { name: 'Your feedback' });
    fireEvent.change(screen.getByTestId('feedback-picture-input'), {
      target: { files: [new File(['x'], 'notes.gif', { type: 'image/gif' })] },
    });
    expect(await screen.findByText('Please choose a JPEG, PNG or WebP picture.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove this picture' })).toBeNull();
    expect(s.called('upload')).toHaveLength(0);
  });

  it('lists feedback with its state and the reply from customer service', async () => {
    server({
      homeFeedbackList: {
        code: 200,
        data: {
          items: [
            aFeedback({
              id: 2,
              status: 'replied',
              reply: 'Fixed: weekend withdrawals now go out within a day.',
            }),
            aFeedback({ id: 1, content: 'Please add a dark mode' }),
          ],
          nextCursor: null,
        },
      },
    });
    renderRoutes(routes, '/feedback');
    const replied = await screen.findByTestId('feedback-2');
    expect(within(replied).getByText('Replied')).toBeTruthy();
    expect(within(replied).getByText('Reply from customer service')).toBeTruthy();
    expect(within(replied).getByText('Fixed: weekend withdrawals now go out within a day.')).toBeTruthy();
    const open = screen.getByTestId('feedback-1');
    expect(within(open).getByText('Awaiting reply')).toBeTruthy();
    expect(within(open).queryByText('Reply from customer service')).toBeNull();
  });
});
