import type { CallOutput, calls } from '@shopkeeper/contract';
import { fakeUploads } from '@shopkeeper/front-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { FILE_HOST, findDialog, operatorServer, renderPage } from '../../../testing/render-page.tsx';
import BannersPage, { bannerState } from './banners-page.tsx';

type Banner = CallOutput<typeof calls.consoleBannerList>['items'][number];

const sale: Banner = {
  id: 1,
  title: 'Summer sale',
  image: 'banner/sale.webp',
  link: '/promotion',
  sortOrder: 1,
  languages: ['fr', 'vi'],
  startsAt: null,
  endsAt: null,
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('banners', () => {
  test('lists each banner with its picture, link, languages and whether merchants see it now', async () => {
    operatorServer({
      consoleBannerList: {
        code: 200,
        data: { items: [sale, { ...sale, id: 2, title: 'Old', languages: [], active: false }] },
      },
    });
    await renderPage(BannersPage);
    const row = (await screen.findByText('Summer sale')).closest('tr') as HTMLElement;
    expect(within(row).getByText('/promotion')).toBeTruthy();
    expect(within(row).getByText('Français')).toBeTruthy();
    expect(within(row).getByRole('img', { name: 'Summer sale' }).getAttribute('src')).toBe(
      `${FILE_HOST}banner/sale.webp`,
    );
    expect(screen.getByTestId('banner-state-1').textContent).toBe('Live');
    expect(screen.getByTestId('banner-state-2').textContent).toBe('Hidden');
    expect(
      within(screen.getByText('Old').closest('tr') as HTMLElement).getByText('All languages'),
    ).toBeTruthy();
  });

  test('adding one uploads its picture with progress, then sends the fields as the operator set them', async () => {
    const uploads = fakeUploads({ held: true });
    const api = operatorServer({
      consoleBannerList: { code: 200, data: { items: [] } },
      upload: { code: 200, data: { path: 'banner/new.webp', url: `${FILE_HOST}banner/new.webp` } },
      consoleBannerAdd: ({ input }) => ({
        code: 200,
        data: { ...sale, id: 3, ...input, startsAt: null, endsAt: null },
      }),
    });
    await renderPage(BannersPage);
    fireEvent.click(await screen.findByRole('button', { name: /Add banner/ }));
    const dialog = await findDialog('Add a banner');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose a picture.')).toBeTruthy();
    expect(api.called('consoleBannerAdd')).toHaveLength(0);

    fireEvent.change(dialog.querySelector('input[type="file"]') as HTMLInputElement, {
      target: { files: [new File([new Uint8Array([1, 2, 3])], 'sale.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(uploads.sent).toHaveLength(1));
    expect(uploads.sent[0]!.url).toBe('/api/v1/upload/banner');
    expect((await within(dialog).findByRole('progressbar')).getAttribute('aria-valuenow')).toBe('50');
    uploads.release();
    await waitFor(() => expect(within(dialog).queryByRole('progressbar')).toBeNull());

    fireEvent.change(within(dialog).getByLabelText('Text for screen readers'), {
      target: { value: ' Autumn sale ' },
    });
    fireEvent.change(within(dialog).getByLabelText('Link'), {
      target: { value: 'https://shop.example/autumn' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.called('consoleBannerAdd')).toHaveLength(1));
    expect(api.called('consoleBannerAdd')[0]?.input).toEqual({
      image: 'banner/new.webp',
      title: 'Autumn sale',
      link: 'https://shop.example/autumn',
      sortOrder: 0,
      languages: [],
      startsAt: null,
      endsAt: null,
      active: true,
    });
    expect(await screen.findByText('Banner saved')).toBeTruthy();
  }, 60_000);

  test('a refused link is said under its field', async () => {
    operatorServer({
      consoleBannerList: { code: 200, data: { items: [sale] } },
      consoleBannerEdit: { code: 405, msg: 'Invalid link', data: { field: 'link', variant: 'invalid' } },
    });
    await renderPage(BannersPage);
    const row = (await screen.findByText('Summer sale')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await findDialog('Change the banner');
    fireEvent.change(within(dialog).getByLabelText('Link'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(dialog.querySelector('.ant-form-item-explain-error')?.textContent).toMatch(/Link/),
    );
  });

  test('deleting asks first', async () => {
    const api = operatorServer({
      consoleBannerList: { code: 200, data: { items: [sale] } },
      consoleBannerDelete: { code: 200, data: null },
    });
    await renderPage(BannersPage);
    const row = (await screen.findByText('Summer sale')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(api.called('consoleBannerDelete')).toHaveLength(0);
    const confirm = await screen.findByText(/^Delete the banner “Summer sale”\?/);
    fireEvent.click(
      within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(api.called('consoleBannerDelete')[0]?.input).toEqual({ id: 1 }));
  });

  test('tells scheduled and ended banners apart', () => {
    const now = Date.parse('2026-06-01T00:00:00.000Z');
    expect(bannerState({ ...sale, startsAt: '2026-07-01T00:00:00.000Z' }, now)).toBe('scheduled');
    expect(bannerState({ ...sale, endsAt: '2026-05-01T00:00:00.000Z' }, now)).toBe('ended');
    expect(bannerState(sale, now)).toBe('live');
  });
});
