import { aProfile, fakeServer, fakeUploads } from '@shopkeeper/front-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { queryClient } from '../../../lib/react-query.ts';
import { storage } from '../../../lib/storage.ts';
import type { Identity } from '../../../lib/wallet-queries.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';

// Toasts render into their own React roots outside any act(), as in a browser.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const identity = (overrides: Partial<Identity> = {}): Identity => ({
  status: 'unverified',
  realName: null,
  idNo: null,
  frontPhoto: null,
  backPhoto: null,
  qualificationPhoto: null,
  rejectReason: null,
  updatedAt: null,
  ...overrides,
});

let uploads: ReturnType<typeof fakeUploads>;

beforeEach(() => {
  queryClient.clear();
  storage.setToken('tok-1');
  uploads = fakeUploads({ sentFraction: 0.4 });
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }),
  );
});

function server(current: Identity, overrides: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    getMe: { code: 200, data: aProfile() },
    perInfo: { code: 200, data: current },
    ...overrides,
  });
}

const photo = (name: string, type = 'image/jpeg', bytes = 2048) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};
const choose = (label: string, file: File) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { files: [file] } });
const type = (name: string, value: string) =>
  fireEvent.input(screen.getByRole('textbox', { name }), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send for review' }));

async function fillTheForm() {
  await screen.findByRole('heading', { name: 'Your details' });
  type('Real name (as on your ID)', 'Mia Tran');
  type('ID number', 'X1234567');
  choose('Front of your ID', photo('front.jpg'));
  choose('Back of your ID', photo('back.png', 'image/png'));
}

describe('identity screen', () => {
  it('says the identity is not verified yet and shows the form', async () => {
    server(identity());
    renderRoutes(routes, '/identity');
    const status = await screen.findByTestId('identity-status');
    expect(within(status).getByText('Verify your real name')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your details' })).toBeTruthy();
  });

  it('shows a review in progress, with the name and a masked ID number, and no form', async () => {
    server(
      identity({
        status: 'in_review',
        realName: 'Mia Tran',
        idNo: 'X1234567',
        updatedAt: '2026-11-21T10:00:00.000Z',
      }),
    );
    renderRoutes(routes, '/identity');
    const status = await screen.findByTestId('identity-status');
    expect(within(status).getByText('We are checking your documents')).toBeTruthy();
    expect(within(status).getByText('•••• 4567')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your details' })).toBeNull();
  });

  it('shows a verified identity', async () => {
    server(
      identity({
        status: 'verified',
        realName: 'Mia Tran',
        idNo: 'X1234567',
        updatedAt: '2026-11-21T10:00:00.000Z',
      }),
    );
    renderRoutes(routes, '/identity');
    expect(await screen.findByText('Your identity is verified')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit again' })).toBeNull();
  });

  it('shows a rejection with its reason, and the form again on "submit again", filled in', async () => {
    server(
      identity({
        status: 'rejected',
        realName: 'Mia Tran',
        idNo: 'X1234567',
        rejectReason: 'The back photo is blurred',
        updatedAt: '2026-11-21T10:00:00.000Z',
      }),
    );
    renderRoutes(routes, '/identity');
    expect((await screen.findByTestId('identity-reject-reason')).textContent).toBe(
      'Reason: The back photo is blurred',
    );
    expect(screen.queryByRole('heading', { name: 'Your details' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Submit again' }));
    await screen.findByRole('heading', { name: 'Your details' });
    expect(
      (screen.getByRole('textbox', { name: 'Real name (as on your ID)' }) as HTMLInputElement).value,
    ).toBe('Mia Tran');
  });

  it('says plainly what is wrong with a refused photo, before sending anything', async () => {
    const s = server(identity());
    renderRoutes(routes, '/identity');
    await fillTheForm();
    choose('Front of your ID', photo('scan.gif', 'image/gif'));
    choose('Back of your ID', photo('huge.jpg', 'image/jpeg', 7.25 * 1024 * 1024));
    send();
    const front = screen.getByTestId('identity_front');
    expect(
      await within(front).findByText(
        'This file is not a JPEG, PNG or WebP image. Choose a photo in one of these formats.',
      ),
    ).toBeTruthy();
    expect(
      within(screen.getByTestId('identity_back')).getByText(
        'This photo is 7.3 MB; the limit is 5 MB. Choose a smaller photo.',
      ),
    ).toBeTruthy();
    expect(s.called('identitySubmit')).toHaveLength(0);
  });

  it('asks for both sides of the ID', async () => {
    const s = server(identity());
    renderRoutes(routes, '/identity');
    await screen.findByRole('heading', { name: 'Your details' });
    type('Real name (as on your ID)', 'Mia Tran');
    type('ID number', 'X1234567');
    send();
    expect(await within(screen.getByTestId('identity_front')).findByText('Add this photo.')).toBeTruthy();
    expect(within(screen.getByTestId('identity_back')).getByText('Add this photo.')).toBeTruthy();
    expect(s.called('identitySubmit')).toHaveLength(0);
  });

  it('previews a chosen photo', async () => {
    server(identity());
    renderRoutes(routes, '/identity');
    await screen.findByRole('heading', { name: 'Your details' });
    choose('Front of your ID', photo('front.jpg'));
    expect(((await screen.findByAltText('Preview: Front of your ID')) as HTMLImageElement).src).toBe(
      'blob:preview',
    );
  });

  it('sends the details and photos with a progress bar, then shows the review in progress', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const s = server(identity(), {
      identitySubmit: async () => {
        await answered;
        return {
          code: 200,
          data: identity({
            status: 'in_review',
            realName: 'Mia Tran',
            idNo: 'X1234567',
            updatedAt: '2026-11-21T10:00:00.000Z',
          }),
        };
      },
    });
    renderRoutes(routes, '/identity');
    await fillTheForm();
    send();
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('40'));
    expect(within(bar).getByText('Sending… 40%')).toBeTruthy();
    answer();
    expect(await screen.findByText('We are checking your documents')).toBeTruthy();
    expect(s.called('identitySubmit')).toHaveLength(1);
    expect(s.called('identitySubmit')[0]!.authorization).toBe('tok-1');
    const body = uploads.sent[0]!.body;
    expect(body.get('realName')).toBe('Mia Tran');
    expect(body.get('idNo')).toBe('X1234567');
    expect((body.get('front') as File).name).toBe('front.jpg');
    expect((body.get('back') as File).name).toBe('back.png');
    expect(body.has('qualification')).toBe(false);
  });

  it('puts the server’s refusal of a photo under that photo', async () => {
    server(identity(), {
      identitySubmit: { code: 405, data: { field: 'back', variant: 'fileTooLarge', size: 5 } },
    });
    renderRoutes(routes, '/identity');
    await fillTheForm();
    send();
    const back = screen.getByTestId('identity_back');
    await waitFor(() => expect(within(back).getByRole('alert').textContent).toMatch(/5 MB/));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
