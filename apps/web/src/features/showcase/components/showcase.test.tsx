import { aProfile, fakeServer } from '@shopkeeper/front-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Dialog from 'antd-mobile/es/components/dialog';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { queryClient } from '../../../lib/react-query.ts';
import { storage } from '../../../lib/storage.ts';
import { layOutLists } from '../../../testing/browser-stubs.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import type { ShowcaseItem, ShowcasePage } from '../api/showcase.ts';

// Dialogs, toasts and the sheet render outside any act(), as in a browser.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

beforeEach(() => {
  queryClient.clear();
  storage.setToken('tok-1');
});

// A dialog lives in its own React root, which cleanup() does not unmount.
afterEach(async () => {
  Dialog.clear();
  await waitFor(() => expect(document.querySelector('.adm-dialog')).toBeNull());
});

const anItem = (overrides: Partial<ShowcaseItem> = {}): ShowcaseItem => ({
  id: 1,
  goodsId: 11,
  productNo: 'WH-0001',
  name: 'Ceramic mug',
  image: 'goods/mug.png',
  price: '12.50',
  cost: '8.00',
  belowCost: false,
  status: 'listed',
  clicks: 34,
  commentCount: 2,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const aPage = (items: ShowcaseItem[], overrides: Partial<ShowcasePage> = {}): ShowcasePage => ({
  items,
  nextCursor: null,
  listedCount: 3,
  goodsLimit: 20,
  ...overrides,
});

type Routes = Parameters<typeof fakeServer>[0];

/** A listed tab with the mug and a teapot; the unlisted tab with a lamp. */
function server(overrides: Routes = {}) {
  return fakeServer({
    getMe: { code: 200, data: aProfile() },
    showcaseList: ({ input }) =>
      input.status === 'unlisted'
        ? { code: 200, data: aPage([anItem({ id: 3, name: 'Lamp', status: 'unlisted' })]) }
        : { code: 200, data: aPage([anItem(), anItem({ id: 2, name: 'Teapot', price: '20.00' })]) },
    ...overrides,
  });
}

const open = (path = '/goodsList') => renderRoutes(routes, path);
const card = (id: number) => screen.findByTestId(`showcase-${id}`);
const priceField = () => screen.getByRole('textbox', { name: 'Selling price' });
const confirmIn = async (title: string, button: string) => {
  const dialog = await screen.findByRole('dialog', { name: title });
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
};

describe('the showcase (/goodsList)', () => {
  it('shows each item’s figures and the listed count against the goods limit', async () => {
    const s = server();
    open();
    const mug = await card(1);
    // The first card is in the first viewport: its picture loads at once, ahead of the rest.
    const picture = within(mug).getByRole('img', { name: 'Ceramic mug' });
    expect(picture.getAttribute('loading')).toBe('eager');
    expect(picture.getAttribute('fetchpriority')).toBe('high');
    expect(within(mug).getByText('No. WH-0001')).toBeTruthy();
    expect(within(mug).getByTestId('card-price').textContent).toBe('$12.50');
    expect(within(mug).getByText('$8.00')).toBeTruthy();
    expect(within(mug).getByText('$4.50')).toBeTruthy();
    expect(within(mug).getByText('Clicks 34')).toBeTruthy();
    expect(within(mug).getByText('Reviews 2')).toBeTruthy();
    expect(screen.getByTestId('listed-summary').textContent).toBe('Listed 3 of 20');
    expect(s.called('showcaseList')[0]?.input).toMatchObject({ status: 'listed' });
    expect(screen.getByRole('link', { name: 'Add goods' }).getAttribute('href')).toBe('/goodsList/warehouse');
    expect(screen.getByRole('link', { name: 'Manage' }).getAttribute('href')).toBe('/manageShowcase');
  });

  it('opens a product’s reviews from its count; a count of none leads nowhere', async () => {
    server({
      showcaseList: {
        code: 200,
        data: aPage([anItem(), anItem({ id: 2, goodsId: 12, name: 'Teapot', commentCount: 0 })]),
      },
    });
    const { router } = open();
    const teapot = await card(2);
    expect(within(teapot).getByText('Reviews 0').closest('a')).toBeNull();
    fireEvent.click(within(await card(1)).getByRole('link', { name: 'Reviews of Ceramic mug: 2' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/goodsList/reviews'));
    expect(router.state.location.search).toBe('?goodsId=11');
  });

  it('shows the unlisted goods in their tab, with "List" instead of "Unlist"', async () => {
    const s = server();
    const { router } = open();
    await card(1);
    fireEvent.click(screen.getByRole('tab', { name: 'Unlisted' }));
    const lamp = await card(3);
    expect(within(lamp).getByRole('button', { name: 'List Lamp again' })).toBeTruthy();
    expect(screen.queryByTestId('showcase-1')).toBeNull();
    expect(s.called('showcaseList').at(-1)?.input).toMatchObject({ status: 'unlisted' });
    expect(router.state.location.search).toBe('?tab=unlisted');
  });

  it('leads an empty showcase to the warehouse', async () => {
    server({ showcaseList: { code: 200, data: aPage([], { listedCount: 0 }) } });
    const { router } = open();
    expect(await screen.findByText('Your showcase is empty')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to the warehouse' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/goodsList/warehouse'));
  });

  it('shows the skeleton, then says the list could not be loaded and loads it again on "retry"', async () => {
    let tries = 0;
    server({
      showcaseList: () => {
        if (++tries === 1) throw new TypeError('Failed to fetch');
        return { code: 200, data: aPage([anItem()]) };
      },
    });
    open();
    expect(await screen.findByTestId('showcase-skeleton')).toBeTruthy();
    expect(await screen.findByText('Loading failed, please try again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await card(1)).toBeTruthy();
  });
});

describe('the showcase: pages', () => {
  it('loads the next page with the cursor the server gave', async () => {
    layOutLists();
    const s = server({
      showcaseList: ({ input }) =>
        input.cursor === 'after-1'
          ? { code: 200, data: aPage([anItem({ id: 5, name: 'Vase' })]) }
          : { code: 200, data: aPage([anItem()], { nextCursor: 'after-1' }) },
    });
    open();
    expect(await card(5)).toBeTruthy();
    expect(s.called('showcaseList').map((call) => call.input.cursor)).toEqual([undefined, 'after-1']);
  });
});

describe('the showcase: changing a price', () => {
  const openSheet = async () => {
    fireEvent.click(within(await card(1)).getByRole('button', { name: 'Change the price of Ceramic mug' }));
    return screen.findByRole('dialog', { name: 'Change the price' });
  };

  it('starts at the current price and saves the new one for that item', async () => {
    const s = server({ showcasePrice: { code: 200, data: { id: 1, price: '15.00' } } });
    open();
    const sheet = await openSheet();
    expect((priceField() as HTMLInputElement).value).toBe('12.50');
    expect(within(sheet).getByTestId('sheet-cost').textContent).toBe('$8.00');
    fireEvent.input(priceField(), { target: { value: '15' } });
    expect(within(sheet).getByTestId('sheet-profit').textContent).toBe('$7.00');
    const before = s.called('showcaseList').length;
    fireEvent.click(within(sheet).getByRole('button', { name: 'Save price' }));
    expect(await screen.findByText('The new price of Ceramic mug is saved.')).toBeTruthy();
    expect(s.called('showcasePrice').map((call) => call.input)).toEqual([{ id: 1, price: '15.00' }]);
    // The list is read again, so the card shows what the server kept.
    await waitFor(() => expect(s.called('showcaseList').length).toBeGreaterThan(before));
  });
});

describe('the showcase: an item priced below its raised cost', () => {
  const belowCostServer = () =>
    server({
      showcaseList: {
        code: 200,
        data: aPage([
          anItem({ cost: '13.00', belowCost: true }),
          anItem({ id: 2, name: 'Teapot', price: '20.00' }),
        ]),
      },
      showcasePrice: { code: 200, data: { id: 1, price: '14.00' } },
    });

  it('warns on that card only that buyers can’t order it, and raises the price from the warning', async () => {
    const s = belowCostServer();
    open();
    const mug = await card(1);
    expect(
      within(mug).getByText('Below cost: buyers can’t order this until you raise the price.'),
    ).toBeTruthy();
    expect(within(mug).getByText('-$0.50')).toBeTruthy();
    expect(within(await card(2)).queryByTestId('below-cost')).toBeNull();

    fireEvent.click(within(mug).getByRole('button', { name: 'Raise the price of Ceramic mug' }));
    const sheet = await screen.findByRole('dialog', { name: 'Change the price' });
    // It starts at the least the price may be: the cost now.
    expect((priceField() as HTMLInputElement).value).toBe('13.00');
    fireEvent.input(priceField(), { target: { value: '14' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Save price' }));
    expect(await screen.findByText('The new price of Ceramic mug is saved.')).toBeTruthy();
    expect(s.called('showcasePrice').map((call) => call.input)).toEqual([{ id: 1, price: '14.00' }]);
  });

  it('shows the warning in the manage screen too, without the button', async () => {
    belowCostServer();
    open('/manageShowcase');
    const mug = await card(1);
    expect(
      within(mug).getByText('Below cost: buyers can’t order this until you raise the price.'),
    ).toBeTruthy();
    expect(within(mug).queryByRole('button', { name: 'Raise the price of Ceramic mug' })).toBeNull();
  });
});

describe('the showcase: unlist, list, delete', () => {
  it('unlists an item at once and reads the showcase again', async () => {
    const s = server({ showcaseStatus: { code: 200, data: { changed: 1 } } });
    open();
    const mug = await card(1);
    const before = s.called('showcaseList').length;
    fireEvent.click(within(mug).getByRole('button', { name: 'Unlist Ceramic mug' }));
    expect(await screen.findByText('Ceramic mug is unlisted.')).toBeTruthy();
    expect(s.called('showcaseStatus').map((call) => call.input)).toEqual([{ ids: [1], status: 'unlisted' }]);
    await waitFor(() => expect(s.called('showcaseList').length).toBeGreaterThan(before));
  });

  it('says a full showcase (452) in a dialog naming the limit', async () => {
    server({ showcaseStatus: { code: 452, data: { limit: 20 } } });
    open('/goodsList?tab=unlisted');
    fireEvent.click(within(await card(3)).getByRole('button', { name: 'List Lamp again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your showcase is full' });
    expect(
      within(dialog).getByText('Your shop tier allows at most 20 listed goods. Unlist or delete some first.'),
    ).toBeTruthy();
  });

  it('deletes only after the confirmation', async () => {
    const s = server({ showcaseDel: { code: 200, data: { deleted: 1 } } });
    open();
    const deleteMug = async () =>
      fireEvent.click(within(await card(1)).getByRole('button', { name: 'Delete Ceramic mug' }));
    await deleteMug();
    await confirmIn('Delete this item?', 'Cancel');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this item?' })).toBeNull());
    expect(s.called('showcaseDel')).toHaveLength(0);
    await deleteMug();
    await confirmIn('Delete this item?', 'Delete');
    expect(await screen.findByText('Ceramic mug was deleted.')).toBeTruthy();
    expect(s.called('showcaseDel').map((call) => call.input)).toEqual([{ ids: [1] }]);
  });

  it('says the day’s deletions are used up (447) with the limit and "contact the administrator"', async () => {
    server({ showcaseDel: { code: 447, data: { limit: 10 } } });
    open();
    fireEvent.click(within(await card(1)).getByRole('button', { name: 'Delete Ceramic mug' }));
    await confirmIn('Delete this item?', 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Daily deletion limit reached' });
    expect(
      within(dialog).getByText(
        'You can delete at most 10 goods from your showcase a day, and today’s deletions are used up. Please contact the administrator if you need to delete more.',
      ),
    ).toBeTruthy();
    expect(await card(1)).toBeTruthy();
  });
});

describe('managing the showcase (/manageShowcase)', () => {
  it('unlists the selected items together after a confirmation', async () => {
    const s = server({ showcaseStatus: { code: 200, data: { changed: 2 } } });
    open('/manageShowcase');
    await card(1);
    expect(screen.queryByRole('button', { name: 'Delete Ceramic mug' })).toBeNull();
    const unlist = screen.getByRole('button', { name: 'Unlist' });
    expect((unlist as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Ceramic mug' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Teapot' }));
    expect(screen.getByTestId('selected-count').textContent).toBe('Selected: 2');
    fireEvent.click(unlist);
    await confirmIn('Unlist the selected goods?', 'Unlist');
    expect(await screen.findByText('The selected goods are unlisted.')).toBeTruthy();
    expect(s.called('showcaseStatus').map((call) => call.input)).toEqual([
      { ids: [1, 2], status: 'unlisted' },
    ]);
    await waitFor(() => expect(screen.getByTestId('selected-count').textContent).toBe('Selected: 0'));
  });

  it('selects all and deletes them together; past the daily limit (447) keeps the selection', async () => {
    const s = server({ showcaseDel: { code: 447, data: { limit: 10 } } });
    open('/manageShowcase');
    await card(1);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByTestId('selected-count').textContent).toBe('Selected: 2');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await confirmIn('Delete the selected goods?', 'Delete');
    expect(await screen.findByRole('dialog', { name: 'Daily deletion limit reached' })).toBeTruthy();
    expect(s.called('showcaseDel').map((call) => call.input)).toEqual([{ ids: [1, 2] }]);
    expect(screen.getByTestId('selected-count').textContent).toBe('Selected: 2');
  });

  it('lists the selected unlisted items again; a full showcase (452) names the limit', async () => {
    const s = server({ showcaseStatus: { code: 452, data: { limit: 20 } } });
    open('/manageShowcase?tab=unlisted');
    await card(3);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Lamp' }));
    fireEvent.click(screen.getByRole('button', { name: 'List' }));
    await confirmIn('List the selected goods?', 'List');
    expect(
      await screen.findByText('Your shop tier allows at most 20 listed goods. Unlist or delete some first.'),
    ).toBeTruthy();
    expect(s.called('showcaseStatus').map((call) => call.input)).toEqual([{ ids: [3], status: 'listed' }]);
  });

  it('selects at most 50 at once, what one call takes', async () => {
    const many = Array.from({ length: 51 }, (_, i) => anItem({ id: i + 1, name: `Thing ${i + 1}` }));
    server({ showcaseList: { code: 200, data: aPage(many) } });
    open('/manageShowcase');
    await card(51);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByTestId('selected-count').textContent).toBe('Selected: 50 (the most at once)');
    const last = screen.getByRole('checkbox', { name: 'Select Thing 51' }) as HTMLInputElement;
    expect(last.checked).toBe(false);
    expect(last.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Thing 1' }));
    expect(screen.getByTestId('selected-count').textContent).toBe('Selected: 49');
    expect(last.disabled).toBe(false);
  });
});
