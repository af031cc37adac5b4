import type { CallOutput, calls } from '@shopkeeper/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { FILE_HOST, findDialog, operatorServer, renderPage } from '../../../testing/render-page.tsx';
import IdentityPage from './identity-page.tsx';

type Identity = CallOutput<typeof calls.consoleIdentityList>['items'][number];

const anIdentity = (overrides: Partial<Identity> = {}): Identity => ({
  id: 9,
  userId: 7,
  username: 'mia',
  status: 'in_review',
  realName: 'Mia Chen',
  idNo: 'A123456789',
  frontPhoto: 'identity/front1.jpg',
  backPhoto: 'identity/back1.jpg',
  qualificationPhoto: null,
  rejectReason: null,
  updatedAt: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  reviewerId: null,
  ...overrides,
});

function photosServed() {
  const serve = globalThis.fetch;
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) =>
    url.startsWith(FILE_HOST) ? new Response(new Blob(['jpg'], { type: 'image/jpeg' })) : serve(url, init),
  );
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:${Math.random()}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
}

async function openIdentity() {
  await renderPage(IdentityPage);
  const row = (await screen.findByText('Mia Chen')).closest('tr') as HTMLElement;
  fireEvent.click(within(row).getByRole('button', { name: 'Review' }));
  return findDialog('Identity of mia');
}

describe('the identity queue', () => {
  test('shows the photos beside the name and number, and verifying asks first', async () => {
    const api = operatorServer({
      consoleIdentityList: { code: 200, data: { items: [anIdentity()], nextCursor: null } },
      consoleIdentityApprove: { code: 200, data: anIdentity({ status: 'verified' }) },
    });
    photosServed();
    const drawer = await openIdentity();
    expect(api.called('consoleIdentityList')[0]?.input).toEqual({ limit: 20, status: 'in_review' });
    expect(await within(drawer).findByAltText('ID card, front')).toBeTruthy();
    expect(await within(drawer).findByAltText('ID card, back')).toBeTruthy();
    expect(within(drawer).getByText('A123456789')).toBeTruthy();

    fireEvent.click(within(drawer).getByRole('button', { name: 'Verify' }));
    const question = await screen.findByText("Verify Mia Chen as this merchant's real name?");
    expect(api.called('consoleIdentityApprove')).toHaveLength(0);
    fireEvent.click(
      within(question.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Verify' }),
    );
    await waitFor(() => expect(api.called('consoleIdentityApprove')[0]?.input).toEqual({ id: 9 }));
    expect(await screen.findByText('Identity verified.')).toBeTruthy();
  });

  test('rejecting needs a reason', async () => {
    const api = operatorServer({
      consoleIdentityList: { code: 200, data: { items: [anIdentity()], nextCursor: null } },
      consoleIdentityReject: ({ input }) => ({
        code: 200,
        data: anIdentity({ status: 'rejected', rejectReason: input.reason }),
      }),
    });
    photosServed();
    const drawer = await openIdentity();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Reject' }));
    const dialog = await findDialog('Reject the identity of mia');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Enter a reason.')).toBeTruthy();
    expect(api.called('consoleIdentityReject')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Reason (the merchant sees it)'), {
      target: { value: 'The name does not match the ID card' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(api.called('consoleIdentityReject')[0]?.input).toEqual({
        id: 9,
        reason: 'The name does not match the ID card',
      }),
    );
  });
});
