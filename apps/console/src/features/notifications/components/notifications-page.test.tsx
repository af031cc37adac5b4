import { LANGUAGE_NAMES } from '@shopkeeper/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { findDialog, operatorServer, renderPage } from '../../../testing/render-page.tsx';
import type { Broadcast } from '../api/broadcasts.ts';
import NotificationsPage from './notifications-page.tsx';

const aBroadcast = (overrides: Partial<Broadcast> = {}): Broadcast => ({
  id: 3,
  tier: 'partner',
  texts: { en: { title: 'New fees from May', body: 'Listing stays free.' } },
  createdAt: '2026-11-01T00:00:00.000Z',
  createdBy: { id: 1, username: 'ops.alice' },
  received: 42,
  read: 17,
  ...overrides,
});

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('broadcasts', () => {
  test('lists past broadcasts with their audience and reach', async () => {
    operatorServer({
      consoleNotifyBroadcasts: {
        code: 200,
        data: {
          items: [aBroadcast(), aBroadcast({ id: 2, tier: null, received: 120, read: 0 })],
          nextCursor: null,
        },
      },
    });
    await renderPage(NotificationsPage);
    const rows = (await screen.findAllByText('New fees from May')).map(
      (cell) => cell.closest('tr') as HTMLElement,
    );
    expect(within(rows[0]!).getByText('Business partner only')).toBeTruthy();
    expect(within(rows[0]!).getByText('42')).toBeTruthy();
    expect(within(rows[0]!).getByText('17')).toBeTruthy();
    expect(within(rows[1]!).getByText('Every merchant')).toBeTruthy();
    expect(within(rows[1]!).getByText('120')).toBeTruthy();
  });

  test('needs the English text, sends only complete languages to the chosen tier after a confirmation', async () => {
    const api = operatorServer({
      consoleNotifyBroadcasts: { code: 200, data: { items: [], nextCursor: null } },
      consoleNotifyBroadcast: { code: 200, data: aBroadcast({ id: 9, received: 0, read: 0 }) },
    });
    await renderPage(NotificationsPage);
    expect(await screen.findByText('No announcements sent yet.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send…' }));
    expect((await screen.findAllByText('Enter the English title and text.')).length).toBeGreaterThan(0);
    expect(api.called('consoleNotifyBroadcast')).toHaveLength(0);

    type(`Title in ${LANGUAGE_NAMES.en}`, ' New fees from May ');
    type(`Text in ${LANGUAGE_NAMES.en}`, 'Listing stays free.');
    fireEvent.click(screen.getByRole('tab', { name: LANGUAGE_NAMES.vi }));
    type(`Title in ${LANGUAGE_NAMES.vi}`, 'Phí mới từ tháng 5');
    type(`Text in ${LANGUAGE_NAMES.vi}`, 'Đăng bán vẫn miễn phí.');
    // Half a language is refused rather than dropped.
    fireEvent.click(screen.getByRole('tab', { name: LANGUAGE_NAMES.fr }));
    type(`Title in ${LANGUAGE_NAMES.fr}`, 'Nouveaux frais');
    fireEvent.click(screen.getByRole('button', { name: 'Send…' }));
    expect(await screen.findByText('Fill in both the title and the text, or leave both empty.')).toBeTruthy();
    type(`Title in ${LANGUAGE_NAMES.fr}`, '');

    fireEvent.mouseDown(screen.getByLabelText('Send to'));
    fireEvent.click(await screen.findByTitle('Business partner only'));
    fireEvent.click(screen.getByRole('button', { name: 'Send…' }));
    const dialog = await findDialog('Send to Business partner only?');
    expect(
      within(dialog).getByText(
        '“New fees from May” goes out at once, in 2 languages. It cannot be taken back.',
      ),
    ).toBeTruthy();
    expect(api.called('consoleNotifyBroadcast')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(api.called('consoleNotifyBroadcast')).toHaveLength(1));
    expect(api.called('consoleNotifyBroadcast')[0]!.input).toEqual({
      tier: 'partner',
      texts: {
        en: { title: 'New fees from May', body: 'Listing stays free.' },
        vi: { title: 'Phí mới từ tháng 5', body: 'Đăng bán vẫn miễn phí.' },
      },
    });
    expect(await screen.findByText('Announcement sent.')).toBeTruthy();
    await waitFor(() => expect(api.called('consoleNotifyBroadcasts').length).toBeGreaterThan(1));
  });
});
