import { aProfile, fakeServer } from '@shopkeeper/front-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { queryClient } from '../../../lib/react-query.ts';
import { storage } from '../../../lib/storage.ts';
import { layOutLists } from '../../../testing/browser-stubs.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import type { Goods } from '../api/warehouse.ts';

// Toasts and the sheet render outside any act(), as in a browser.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

beforeEach(() => {
  queryClient.clear();
  storage.setToken('tok-1');
});

const aGoods = (overrides: Partial<Goods> = {}): Goods => ({
  id: 1,
  typeId: 10,
  productNo: 'WH-0001',
  name: 'Ceramic mug',
  description: 'A mug.',
  images: ['goods/mug.png'],
  cost: '8.00',
  suggestedPrice: '12.50',
  stockStatus: 'in_stock',
  inShowcase: false,
  ...overrides,
});

const types = [
  { id: 10, name: 'Kitchen', icon: null },
  { id: 20, name: 'Garden', icon: null },
];

type Routes = Parameters<typeof fakeServer>[0];

function server(overrides: Routes = {}) {
  return fakeServer({
    getMe: { code: 200, data: aProfile() },
    goodsTypeList: { code: 200, data: { items: types } },
    goodsList: { code: 200, data: { items: [aGoods()], nextCursor: null } },
    ...overrides,
  });
}

const open = () => renderRoutes(routes, '/goodsList/warehouse');
const priceField = () => screen.getByRole('textbox', { name: 'Selling price' });
const typePrice = (value: string) => fireEvent.input(priceField(), { target: { value } });
const openSheet = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Add Ceramic mug to the showcase' }));
  return screen.findByRole('dialog', { name: 'Add to showcase' });
};

describe('warehouse: types, search, pages', () => {
  it('shows a card with the figures a merchant decides on, and "in showcase" where it is listed', async () => {
    server({
      goodsList: {
        code: 200,
        data: {
          items: [
            aGoods(),
            aGoods({ id: 2, name: 'Teapot', inShowcase: true }),
            aGoods({ id: 3, name: 'Lamp', stockStatus: 'out_of_stock' }),
          ],
          nextCursor: null,
        },
      },
    });
    open();
    const card = await screen.findByTestId('goods-1');
    // The first card is in the first viewport: its picture loads at once, ahead of the rest.
    const picture = within(card).getByRole('img', { name: 'Ceramic mug' });
    expect(picture.getAttribute('loading')).toBe('eager');
    expect(picture.getAttribute('fetchpriority')).toBe('high');
    expect(within(card).getByText('No. WH-0001')).toBeTruthy();
    expect(within(card).getByText('$8.00')).toBeTruthy();
    expect(within(card).getByText('$12.50')).toBeTruthy();
    expect(within(card).getByText('$4.50')).toBeTruthy();
    const listed = screen.getByTestId('goods-2');
    expect(within(listed).getByText('In showcase')).toBeTruthy();
    expect(within(listed).queryByRole('button')).toBeNull();
    // What the warehouse cannot ship is said, not offered.
    const soldOut = screen.getByTestId('goods-3');
    expect(within(soldOut).getByText('Out of stock')).toBeTruthy();
    expect(within(soldOut).queryByRole('button')).toBeNull();
  });

  it('shows "All" first, then the types; choosing one asks for that type', async () => {
    const s = server();
    open();
    await screen.findByText('Garden');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['All', 'Kitchen', 'Garden']);
    fireEvent.click(screen.getByText('Garden'));
    await waitFor(() => expect(s.called('goodsList').at(-1)?.input.typeId).toBe(20));
    expect(s.called('goodsList')[0]?.input.typeId).toBeUndefined();
  });

  it('sends the words typed in the search box once the typing pauses', async () => {
    const s = server();
    open();
    await screen.findByTestId('goods-1');
    fireEvent.input(screen.getByRole('searchbox'), { target: { value: '  mug ' } });
    await waitFor(() => expect(s.called('goodsList').at(-1)?.input.keyword).toBe('mug'));
    expect(s.called('goodsList').filter((call) => call.input.keyword !== undefined)).toHaveLength(1);
  });

  it('says when no goods match', async () => {
    server({ goodsList: { code: 200, data: { items: [], nextCursor: null } } });
    open();
    expect(await screen.findByText('No goods match')).toBeTruthy();
  });

  it('says when the goods could not be loaded, and loads them again on "retry"', async () => {
    let tries = 0;
    server({
      goodsList: () => {
        if (++tries === 1) throw new TypeError('Failed to fetch');
        return { code: 200, data: { items: [aGoods()], nextCursor: null } };
      },
    });
    open();
    expect(await screen.findByText('Loading failed, please try again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('goods-1')).toBeTruthy();
  });

  it('loads the next page with the cursor the server gave', async () => {
    layOutLists();
    const s = server({
      goodsList: ({ input }) =>
        input.cursor === 'after-1'
          ? { code: 200, data: { items: [aGoods({ id: 5, name: 'Vase' })], nextCursor: null } }
          : { code: 200, data: { items: [aGoods()], nextCursor: 'after-1' } },
    });
    open();
    expect(await screen.findByTestId('goods-5')).toBeTruthy();
    expect(s.called('goodsList').map((call) => call.input.cursor)).toEqual([undefined, 'after-1']);
  });
});

describe('warehouse: the price sheet', () => {
  it('prices the goods chosen, starting at the suggested price', async () => {
    server();
    open();
    const sheet = await openSheet();
    expect(within(sheet).getByText('Ceramic mug')).toBeTruthy();
    expect(within(sheet).getByText('Suggested price')).toBeTruthy();
    expect(within(sheet).getByTestId('sheet-cost').textContent).toBe('$8.00');
    expect((priceField() as HTMLInputElement).value).toBe('12.50');
    expect(within(sheet).getByTestId('sheet-profit').textContent).toBe('$4.50');
  });

  it('adds the one item at the price set; the card then reads "in showcase"', async () => {
    const s = server({ showcaseAdd: { code: 200, data: { added: 1 } } });
    open();
    const sheet = await openSheet();
    typePrice('15');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Add at this price' }));
    expect(await screen.findByText('Ceramic mug is now in your showcase.')).toBeTruthy();
    expect(s.called('showcaseAdd').map((call) => call.input)).toEqual([
      { items: [{ goodsId: 1, price: '15.00' }] },
    ]);
    expect(await within(screen.getByTestId('goods-1')).findByText('In showcase')).toBeTruthy();
  });

  it('says in the sheet that the showcase is full, naming the limit', async () => {
    server({ showcaseAdd: { code: 452, data: { limit: 20 } as never } });
    open();
    const sheet = await openSheet();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Add at this price' }));
    expect((await within(sheet).findByTestId('form-error')).textContent).toBe(
      'Your showcase is full: it holds at most 20 goods. Remove some to add more.',
    );
    expect(screen.getByRole('dialog', { name: 'Add to showcase' })).toBeTruthy();
  });
});
