import { calls, type OrderStatus } from '@shopkeeper/contract';
import sharp from 'sharp';
import { beforeAll, expect } from 'vitest';
import { inTransaction } from '../db/index.ts';
import { insertGoods, insertGoodsType } from '../modules/catalogue/service.ts';
import { placeBuyerOrder } from '../use-cases/place-buyer-order.ts';
import { countRows, type TestApi } from './harness.ts';

export interface FilePart {
  name: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart body as a browser's FormData sends it: text fields, then files. */
export function multipart(fields: Record<string, string>, files: FilePart[]) {
  const boundary = `----shopkeeper${Math.random().toString(16).slice(2)}`;
  const chunks = [
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    ...files.flatMap((p) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\n` +
          `Content-Type: ${p.contentType}\r\n\r\n`,
      ),
      p.bytes,
      Buffer.from('\r\n'),
    ]),
  ];
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const signaturePng = () =>
  sharp({ create: { width: 40, height: 20, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .png()
    .toBuffer();

/**
 * A mug in the warehouse (written before the file's tests) and what the order comments'
 * tests do: merchants with an order of it in a given state, signatures uploaded, buyers'
 * reviews sent as the storefront sends them, and the rows written.
 */
export function orderCommentFixtures(api: () => TestApi) {
  let goodsId: number;

  beforeAll(async () => {
    await inTransaction(api().database, async (trx) => {
      const typeId = await insertGoodsType(trx, { sortOrder: 1, icon: null, names: { en: 'Mugs' } });
      goodsId = await insertGoods(trx, {
        typeId,
        costCents: 300,
        suggestedPriceCents: 590,
        images: ['goods_image/m.webp'],
        productNo: 'SK-OC-1',
        stockStatus: 'in_stock',
        texts: { en: { name: 'Mug', description: '' } },
      });
    });
  });

  /** A merchant with the mug in their showcase and one buyer's order of it in `status`. */
  async function merchantWithOrder(status: OrderStatus = 'accepted') {
    const merchant = await api().merchant();
    const added = await api().call(
      calls.showcaseAdd,
      { items: [{ goodsId, price: '7.50' }] },
      { token: merchant.token },
    );
    expect(added.code).toBe(200);
    const listed = await api().call(calls.showcaseList, { limit: 10 }, { token: merchant.token });
    const itemId = (listed.data as { items: { id: number }[] }).items[0]!.id;
    const order = await newOrder(merchant.user.id, itemId, status);
    return { ...merchant, itemId, order };
  }

  async function newOrder(userId: number, itemId: number, status: OrderStatus) {
    const created = await inTransaction(api().database, (trx) =>
      placeBuyerOrder(trx, {
        shopUserId: userId,
        showcaseItemId: itemId,
        quantity: 1,
        buyer: { name: 'Ana', phone: '+84 90 000 0000', address: '1 Market St' },
        lang: 'en',
        source: 'storefront',
        paymentReference: 'sandbox-1',
      }),
    );
    await setStatus(created.id, status);
    return created;
  }

  const setStatus = (id: number, status: OrderStatus) =>
    api().database.db.updateTable('orders').set({ status }).where('id', '=', id).execute();

  async function uploadSignature(token: string, kind = 'signature') {
    const body = multipart({}, [
      { name: 'file', filename: 'sig.png', contentType: 'image/png', bytes: await signaturePng() },
    ]);
    const res = await api().raw({
      method: 'POST',
      url: `/api/v1/upload/${kind}`,
      payload: body.payload,
      headers: { ...body.headers, authorization: token },
    });
    expect(res.json().code).toBe(200);
    return res.json().data.path as string;
  }

  /** Each review from an address of its own unless told: reviews are limited per address. */
  let addresses = 0;
  async function review(
    fields: Record<string, string>,
    file: Omit<FilePart, 'name'> | null = {
      filename: 's.png',
      contentType: 'image/png',
      bytes: Buffer.alloc(0),
    },
    ip = `10.7.${Math.floor(++addresses / 250)}.${addresses % 250}`,
  ) {
    const parts: FilePart[] = [];
    if (file)
      parts.push({
        name: 'signature',
        ...file,
        bytes: file.bytes.length ? file.bytes : await signaturePng(),
      });
    const body = multipart(fields, parts);
    const res = await api().raw({
      method: 'POST',
      url: `/api${calls.storefrontOrderComment.path}`,
      payload: body.payload,
      headers: body.headers,
      remoteAddress: ip,
    });
    return { ...res.json(), status: res.statusCode };
  }

  const written = async () => ({
    comments: await countRows(api().database, 'order_comments'),
    uploads: await countRows(api().database, 'uploads'),
  });

  return { goodsId: () => goodsId, merchantWithOrder, newOrder, setStatus, uploadSignature, review, written };
}
