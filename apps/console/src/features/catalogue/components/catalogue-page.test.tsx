import { type CallOutput, type calls, LANGUAGE_NAMES, LANGUAGES } from '@shopkeeper/contract';
import { fakeUploads } from '@shopkeeper/front-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { FILE_HOST, findDialog, operatorServer, renderPage } from '../../../testing/render-page.tsx';
import CataloguePage from './catalogue-page.tsx';

type GoodsType = CallOutput<typeof calls.consoleGoodsTypeList>['items'][number];
type GoodsRow = CallOutput<typeof calls.consoleGoodsList>['items'][number];
type Goods = CallOutput<typeof calls.consoleGoodsDetail>;

const allNames = (base: string) => Object.fromEntries(LANGUAGES.map((lang) => [lang, `${base} ${lang}`]));

const kitchen: GoodsType = {
  id: 1,
  sortOrder: 1,
  icon: 'kitchen',
  names: allNames('Kitchen'),
  goodsCount: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const garden: GoodsType = {
  ...kitchen,
  id: 2,
  sortOrder: 2,
  icon: null,
  names: allNames('Garden'),
  goodsCount: 0,
};

const mugRow: GoodsRow = {
  id: 11,
  productNo: 'MUG-1',
  typeId: 1,
  typeName: 'Kitchen en',
  name: 'Stoneware mug',
  image: 'goods_image/mug.webp',
  cost: '1234.50',
  suggestedPrice: '1500.00',
  stockStatus: 'in_stock',
  createdAt: '2026-01-02T00:00:00.000Z',
};
const mug: Goods = {
  id: 11,
  productNo: 'MUG-1',
  typeId: 1,
  texts: {
    ...Object.fromEntries(
      LANGUAGES.map((lang) => [lang, { name: `Stoneware mug ${lang}`, description: '' }]),
    ),
    en: { name: 'Stoneware mug', description: '350 ml' },
    fr: { name: 'Tasse en grès', description: '' },
  },
  images: ['goods_image/mug.webp'],
  cost: '1234.50',
  suggestedPrice: '1500.00',
  stockStatus: 'in_stock',
  createdAt: '2026-01-02T00:00:00.000Z',
};

function server(routes: Parameters<typeof operatorServer>[0] = {}) {
  return operatorServer({
    consoleGoodsTypeList: { code: 200, data: { items: [kitchen, garden] } },
    consoleGoodsList: ({ input }) => ({
      code: 200,
      data: input.cursor
        ? { items: [{ ...mugRow, id: 10, productNo: 'MUG-0', name: 'Old mug' }], nextCursor: null }
        : { items: [mugRow], nextCursor: '11' },
    }),
    consoleGoodsDetail: { code: 200, data: mug },
    ...routes,
  });
}

const field = (scope: HTMLElement, label: string) => within(scope).getByLabelText(label);
const type = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(field(scope, label), { target: { value } });

async function choose(scope: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(field(scope, label));
  fireEvent.click(await screen.findByText(option, { selector: '.ant-select-item-option-content' }));
}

describe('the catalogue', () => {
  test('lists goods with picture, number, name, type, money and stock; filters and loads more', async () => {
    const api = server();
    await renderPage(CataloguePage);
    const row = (await screen.findByText('Stoneware mug')).closest('tr') as HTMLElement;
    expect(within(row).getByText('MUG-1')).toBeTruthy();
    expect(within(row).getByText('Kitchen en')).toBeTruthy();
    expect(within(row).getByText('1,234.50')).toBeTruthy();
    expect(within(row).getByText('1,500.00')).toBeTruthy();
    expect(within(row).getByText('In stock')).toBeTruthy();
    expect(within(row).getByRole('img', { name: 'Stoneware mug' }).getAttribute('src')).toBe(
      `${FILE_HOST}goods_image/mug.webp`,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Old mug')).toBeTruthy();
    expect(api.called('consoleGoodsList').at(-1)?.input).toEqual({ limit: 20, cursor: '11' });

    const filters = screen.getByRole('search', { name: 'Filter the goods' });
    await choose(filters, 'Type', 'Garden en');
    await waitFor(() =>
      expect(api.called('consoleGoodsList').at(-1)?.input).toEqual({ limit: 20, typeId: 2 }),
    );
    type(filters, 'Search', ' mug-1 ');
    fireEvent.keyDown(field(filters, 'Search'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(api.called('consoleGoodsList').at(-1)?.input).toEqual({
        limit: 20,
        typeId: 2,
        keyword: 'mug-1',
      }),
    );
  });

  // Filling ten language panels takes over the project's 20 s on a busy machine (25 s seen
  // beside a build), though nothing in it races: this one test gets a minute.
  test('adds goods: texts per language, a picture uploaded with its progress, amounts, stock', async () => {
    const uploads = fakeUploads({ held: true });
    const api = server({
      upload: { code: 200, data: { path: 'goods_image/new.webp', url: `${FILE_HOST}goods_image/new.webp` } },
      consoleGoodsAdd: ({ input }) => ({
        code: 200,
        data: { items: [{ ...mug, id: 12, productNo: input.items[0]!.productNo }] },
      }),
    });
    await renderPage(CataloguePage);
    await screen.findByText('Stoneware mug');
    fireEvent.click(screen.getByRole('button', { name: /Add goods/ }));
    const drawer = await findDialog('New goods');

    // Nothing is sent while the form is incomplete; a name in every language is required.
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(drawer).getAllByText('Enter the name in this language.')).toHaveLength(10),
    );
    expect(await within(drawer).findByText('Add at least one picture.')).toBeTruthy();

    type(drawer, 'Product number', 'cup-7');
    await choose(drawer, 'Type', 'Garden en');
    for (const lang of LANGUAGES) {
      fireEvent.click(within(drawer).getByRole('tab', { name: LANGUAGE_NAMES[lang] }));
      const panel = within(drawer).getByRole('tabpanel', { name: LANGUAGE_NAMES[lang] });
      const name = lang === 'en' ? 'Tea cup' : lang === 'ja' ? '湯のみ' : `Tea cup ${lang}`;
      fireEvent.change(within(panel).getByLabelText('Name'), { target: { value: name } });
      if (lang === 'ja')
        fireEvent.change(within(panel).getByLabelText('Description'), { target: { value: '陶器' } });
    }

    const picture = new File([new Uint8Array([1, 2, 3])], 'cup.png', { type: 'image/png' });
    fireEvent.change(drawer.querySelector('input[type="file"]') as HTMLInputElement, {
      target: { files: [picture] },
    });
    await waitFor(() => expect(uploads.sent).toHaveLength(1));
    expect(uploads.sent[0]!.url).toBe('/api/v1/upload/goods_image');
    expect(uploads.sent[0]!.headers.authorization).toBe('operator-token');
    // Half of it sent: the card shows how far it has gone.
    expect(await within(drawer).findByRole('progressbar')).toBeTruthy();
    expect(within(drawer).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    uploads.release();
    await waitFor(() => expect(within(drawer).queryByRole('progressbar')).toBeNull());

    type(drawer, 'Cost', '3.2');
    type(drawer, 'Suggested price', '3');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('The suggested price cannot be below the cost.')).toBeTruthy();
    expect(api.called('consoleGoodsAdd')).toHaveLength(0);

    type(drawer, 'Suggested price', '5.9');
    fireEvent.click(within(drawer).getByRole('switch'));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.called('consoleGoodsAdd')).toHaveLength(1));
    expect(api.called('consoleGoodsAdd')[0]?.input).toEqual({
      items: [
        {
          productNo: 'CUP-7',
          typeId: 2,
          texts: {
            ...Object.fromEntries(
              LANGUAGES.map((lang) => [lang, { name: `Tea cup ${lang}`, description: '' }]),
            ),
            en: { name: 'Tea cup', description: '' },
            ja: { name: '湯のみ', description: '陶器' },
          },
          images: ['goods_image/new.webp'],
          cost: '3.20',
          suggestedPrice: '5.90',
          stockStatus: 'out_of_stock',
        },
      ],
    });
    expect(await screen.findByText('Goods saved.')).toBeTruthy();
  }, 60_000);

  test('a product number taken comes back under the product number; a refused picture says why', async () => {
    const uploads = fakeUploads();
    const api = server({
      consoleGoodsUpdate: { code: 430, msg: 'This goods code already exists.', data: { field: 'productNo' } },
      upload: { code: 405, msg: 'Only JPEG, PNG, WebP', data: { field: 'file', variant: 'fileType' } },
    });
    await renderPage(CataloguePage);
    const row = (await screen.findByText('Stoneware mug')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const drawer = await findDialog('Edit MUG-1');
    expect((await within(drawer).findByLabelText('Product number')).getAttribute('value')).toBe('MUG-1');
    expect(field(drawer, 'Cost').getAttribute('value')).toBe('1234.50');

    fireEvent.change(drawer.querySelector('input[type="file"]') as HTMLInputElement, {
      target: { files: [new File(['x'], 'notes.txt', { type: 'image/png' })] },
    });
    await waitFor(() => expect(uploads.sent).toHaveLength(1));
    expect(await within(drawer).findByText('Only JPEG, PNG or WebP images can be uploaded.')).toBeTruthy();
    // The refused file is not kept: the goods keep their one picture.
    expect(drawer.querySelectorAll('.ant-upload-list-item')).toHaveLength(1);

    type(drawer, 'Product number', 'PLANT-2');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.called('consoleGoodsUpdate')).toHaveLength(1));
    expect(api.called('consoleGoodsUpdate')[0]?.input).toMatchObject({
      id: 11,
      productNo: 'PLANT-2',
      images: ['goods_image/mug.webp'],
      texts: {
        en: { name: 'Stoneware mug', description: '350 ml' },
        fr: { name: 'Tasse en grès', description: '' },
      },
      cost: '1234.50',
      stockStatus: 'in_stock',
    });
    const productNo = field(drawer, 'Product number').closest('.ant-form-item') as HTMLElement;
    expect(await within(productNo).findByText('This goods code already exists.')).toBeTruthy();
  });

  test('goods: a language the server finds without a name (429) shows its tab, the message under that name', async () => {
    const api = server({
      consoleGoodsUpdate: {
        code: 429,
        msg: 'This goods type has no text for the language.',
        data: { field: 'texts.ko.name', lang: 'ko' },
      },
    });
    await renderPage(CataloguePage);
    const row = (await screen.findByText('Stoneware mug')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const drawer = await findDialog('Edit MUG-1');
    expect((await within(drawer).findByLabelText('Product number')).getAttribute('value')).toBe('MUG-1');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.called('consoleGoodsUpdate')).toHaveLength(1));
    expect(api.called('consoleGoodsUpdate')[0]?.input.texts).toEqual(mug.texts);
    const korean = await within(drawer).findByRole('tabpanel', { name: LANGUAGE_NAMES.ko });
    expect(within(drawer).getByRole('tab', { name: LANGUAGE_NAMES.ko }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const name = within(korean).getByLabelText('Name').closest('.ant-form-item') as HTMLElement;
    expect(await within(name).findByText('Enter the name in this language.')).toBeTruthy();
    // Not under the type: the type is fine.
    const typeItem = field(drawer, 'Type').closest('.ant-form-item') as HTMLElement;
    expect(within(typeItem).queryByText('This goods type has no text for the language.')).toBeNull();
  });

  test('goods: a saved cost that leaves merchants’ prices below it says how many', async () => {
    const api = server({ consoleGoodsUpdate: { code: 200, data: { ...mug, belowCostItems: 3 } } });
    await renderPage(CataloguePage);
    const row = (await screen.findByText('Stoneware mug')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const drawer = await findDialog('Edit MUG-1');
    expect((await within(drawer).findByLabelText('Product number')).getAttribute('value')).toBe('MUG-1');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.called('consoleGoodsUpdate')).toHaveLength(1));
    expect(
      await screen.findByText(
        'Goods saved. Items in merchants’ showcase now priced below this cost: 3. Buyers can’t order them until the merchants raise their prices.',
      ),
    ).toBeTruthy();
  });

  test('goods types: all ten names, and a missing language the server names shows under it', async () => {
    const api = server({
      consoleGoodsTypeAdd: {
        code: 429,
        msg: 'This goods type has no text for the language.',
        data: { lang: 'fr' },
      },
      consoleGoodsTypeUpdate: ({ input }) => ({
        code: 200,
        data: { ...kitchen, ...input, icon: input.icon ?? null },
      }),
    });
    await renderPage(CataloguePage);
    fireEvent.click(await screen.findByRole('tab', { name: 'Goods types' }));
    const row = (await screen.findByText('Kitchen en')).closest('tr') as HTMLElement;
    expect(within(row).getByText('2')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const edit = await findDialog('Edit Kitchen en');
    type(edit, `Name in ${LANGUAGE_NAMES.ja}`, 'キッチン');
    type(edit, 'Order', '5');
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.called('consoleGoodsTypeUpdate')).toHaveLength(1));
    expect(api.called('consoleGoodsTypeUpdate')[0]?.input).toEqual({
      id: 1,
      names: { ...allNames('Kitchen'), ja: 'キッチン' },
      sortOrder: 5,
      icon: 'kitchen',
    });
    expect(await screen.findByText('Goods type saved.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Add goods type/ }));
    const add = await findDialog('New goods type');
    fireEvent.click(within(add).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(add).getAllByText('Enter the name in this language.')).toHaveLength(10),
    );
    expect(api.called('consoleGoodsTypeAdd')).toHaveLength(0);
    for (const lang of LANGUAGES) type(add, `Name in ${LANGUAGE_NAMES[lang]}`, `Garden ${lang}`);
    fireEvent.click(within(add).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.called('consoleGoodsTypeAdd')).toHaveLength(1));
    const french = field(add, `Name in ${LANGUAGE_NAMES.fr}`).closest('.ant-form-item') as HTMLElement;
    expect(await within(french).findByText('This goods type has no text for the language.')).toBeTruthy();
  });
});
