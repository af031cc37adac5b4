import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { calls } from '@shopkeeper/contract';
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from '../../test/harness.ts';
import { signInOperator } from '../../test/operator.ts';
import { SETTING_DEFAULTS, setSetting } from '../settings/service.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shopkeeper-uploads-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Part {
  name: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart body built by hand, as a browser's FormData sends it. */
function multipart(parts: Part[]) {
  const boundary = `----shopkeeper${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\n` +
        `Content-Type: ${p.contentType}\r\n\r\n`,
    ),
    p.bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const picture = (width = 16, height = 12) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } });

/** A black greyscale PNG: tens of megapixels in a few kilobytes (a decompression bomb's shape). */
function blackPng(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    // Each row: filter byte 0, then black pixels; all zeros compress about 1000 to 1.
    chunk('IDAT', deflateSync(Buffer.alloc(height * (width + 1)), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function upload(api: TestApi, token: string, kind: string, file: Omit<Part, 'name'>, lang?: string) {
  const body = multipart([{ name: 'file', ...file }]);
  const response = await api.raw({
    method: 'POST',
    url: `/api/v1/upload/${kind}`,
    payload: body.payload,
    headers: { ...body.headers, authorization: token, ...(lang ? { 'accept-language': lang } : {}) },
  });
  return response.json();
}

/** Every stored file, wherever the storage put it. */
const filesOnDisk = (root: string) =>
  existsSync(path.join(root, 'files'))
    ? readdirSync(path.join(root, 'files'), { recursive: true, withFileTypes: true }).filter((e) =>
        e.isFile(),
      )
    : [];

async function uploadRows(api: TestApi) {
  const row = await api.database.db
    .selectFrom('uploads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describeApi(
  'uploads',
  (api) => {
    const storeRoot = () => api().config.dataDir;

    it('judges the type by the bytes: a PNG named .jpg is stored as a PNG', async () => {
      const { token } = await api().merchant();
      const png = await picture().png().toBuffer();
      const res = await upload(api(), token, 'logo', {
        filename: 'photo.jpg',
        contentType: 'image/jpeg',
        bytes: png,
      });
      expect(res.code).toBe(200);
      expect(res.data.path).toMatch(/^logo\/[A-Za-z0-9_-]+\.png$/);
      expect(res.data.url).toBe(`/files/${res.data.path}`);
      const served = await api().raw({ method: 'GET', url: res.data.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
    });

    it('takes goods pictures (public, the platform catalogue) from operators only', async () => {
      const { token } = await api().merchant();
      const operator = await signInOperator(api());
      const before = { rows: await uploadRows(api()), files: filesOnDisk(storeRoot()).length };
      const png = { filename: 'mug.png', contentType: 'image/png', bytes: await picture().png().toBuffer() };
      expect(await upload(api(), token, 'goods_image', png)).toMatchObject({ code: 409 });
      expect({ rows: await uploadRows(api()), files: filesOnDisk(storeRoot()).length }).toEqual(before);
      const stored = await upload(api(), operator.token, 'goods_image', png);
      expect(stored.code).toBe(200);
      // Public: anyone reads it, without a token.
      const served = await api().raw({ method: 'GET', url: `/files/${stored.data.path}` });
      expect(served.statusCode).toBe(200);
    });

    it('refuses a text file named .png with the catalogue’s message, storing nothing', async () => {
      const { token } = await api().merchant();
      const before = { rows: await uploadRows(api()), files: filesOnDisk(storeRoot()).length };
      const res = await upload(api(), token, 'logo', {
        filename: 'logo.png',
        contentType: 'image/png',
        bytes: Buffer.from('<svg onload="alert(1)">not an image</svg>'),
      });
      expect(res).toMatchObject({
        code: 405,
        msg: 'Only JPEG, PNG or WebP images can be uploaded.',
        data: { field: 'file', variant: 'fileType' },
      });
      // A valid PNG header followed by garbage does not decode: refused the same way.
      const fake = Buffer.concat([(await picture().png().toBuffer()).subarray(0, 16), Buffer.alloc(200, 7)]);
      const broken = await upload(api(), token, 'logo', {
        filename: 'a.png',
        contentType: 'image/png',
        bytes: fake,
      });
      expect(broken).toMatchObject({ code: 405, data: { variant: 'fileType' } });
      expect({ rows: await uploadRows(api()), files: filesOnDisk(storeRoot()).length }).toEqual(before);
    });

    it('refuses a file over the size setting, naming the size in MB, storing nothing', async () => {
      const { token } = await api().merchant();
      const before = { rows: await uploadRows(api()), files: filesOnDisk(storeRoot()).length };
      const png = await picture().png().toBuffer();
      const large = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1 - png.length, 1)]);
      const res = await upload(api(), token, 'logo', {
        filename: 'big.png',
        contentType: 'image/png',
        bytes: large,
      });
      expect(res).toMatchObject({
        code: 405,
        msg: 'The file must be smaller than 5 MB.',
        data: { field: 'file', variant: 'fileTooLarge' },
      });
      const inFrench = await upload(
        api(),
        token,
        'logo',
        { filename: 'big.png', contentType: 'image/png', bytes: large },
        'fr',
      );
      expect(inFrench.msg).toContain('5');
      expect(inFrench.msg).not.toBe(res.msg);
      expect({ rows: await uploadRows(api()), files: filesOnDisk(storeRoot()).length }).toEqual(before);
    });

    it('follows the size setting: at 2 MB, a 2.5 MB file is refused naming 2 MB', async () => {
      const { token } = await api().merchant();
      const png = await picture().png().toBuffer();
      const file = Buffer.concat([png, Buffer.alloc(2.5 * 1024 * 1024 - png.length, 1)]);
      const send = () =>
        upload(api(), token, 'logo', { filename: 'a.png', contentType: 'image/png', bytes: file });
      expect((await send()).code).toBe(200);
      await setSetting(api().database.db, 'uploadMaxBytes', 2 * 1024 * 1024);
      try {
        expect(await send()).toMatchObject({ code: 405, msg: 'The file must be smaller than 2 MB.' });
      } finally {
        await setSetting(api().database.db, 'uploadMaxBytes', SETTING_DEFAULTS.uploadMaxBytes);
      }
    });

    it('refuses a file under an undeclared part name, and text fields the call does not take', async () => {
      const { token } = await api().merchant();
      const png = await picture().png().toBuffer();
      const send = async (body: { payload: Buffer; headers: Record<string, string> }) =>
        (
          await api().raw({
            method: 'POST',
            url: '/api/v1/upload/logo',
            payload: body.payload,
            headers: { ...body.headers, authorization: token },
          })
        ).json();
      const before = await uploadRows(api());
      const wrongPart = await send(
        multipart([{ name: 'avatar', filename: 'a.png', contentType: 'image/png', bytes: png }]),
      );
      expect(wrongPart).toMatchObject({ code: 405, data: { field: 'avatar', variant: 'unknownField' } });
      const withText = multipart([{ name: 'file', filename: 'a.png', contentType: 'image/png', bytes: png }]);
      const boundary = withText.headers['content-type'].split('boundary=')[1];
      const extra = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="owner"\r\n\r\n1\r\n`);
      const res = await send({ ...withText, payload: Buffer.concat([extra, withText.payload]) });
      expect(res).toMatchObject({ code: 405, data: { field: 'owner', variant: 'unknownField' } });
      expect(await uploadRows(api())).toBe(before);
    });

    it('refuses a small PNG of 60 megapixels without decoding it', async () => {
      const { token } = await api().merchant();
      const before = await uploadRows(api());
      const bomb = blackPng(10_000, 6_000);
      expect(bomb.length).toBeLessThan(200_000);
      const res = await upload(api(), token, 'logo', {
        filename: 'bomb.png',
        contentType: 'image/png',
        bytes: bomb,
      });
      expect(res).toMatchObject({ code: 405, data: { field: 'file', variant: 'fileType' } });
      expect(await uploadRows(api())).toBe(before);
    });

    it('refuses a request without its file, naming the part', async () => {
      const { token } = await api().merchant();
      const res = await api().call(calls.upload, { kind: 'logo' }, { token });
      expect(res).toMatchObject({ code: 403, data: { field: 'file', variant: 'required' } });
    });

    it('removes EXIF and GPS metadata from a photo', async () => {
      const { token } = await api().merchant();
      const jpeg = await picture(40, 30)
        .jpeg()
        .withExif({
          IFD0: { Make: 'SpyCam', Model: 'Tracker 9', Copyright: 'secret owner' },
          IFD3: {
            GPSLatitudeRef: 'N',
            GPSLatitude: '48/1 51/1 24/1',
            GPSLongitudeRef: 'E',
            GPSLongitude: '2/1 21/1 3/1',
          },
        })
        .toBuffer();
      // The fixture does carry the data, so the assertion below can fail.
      expect(jpeg.includes(Buffer.from('SpyCam'))).toBe(true);
      expect((await sharp(jpeg).metadata()).exif).toBeDefined();

      const res = await upload(api(), token, 'proof', {
        filename: 'IMG_0001.JPG',
        contentType: 'image/jpeg',
        bytes: jpeg,
      });
      expect(res.code).toBe(200);
      expect(res.data.path).toMatch(/^proof\/[A-Za-z0-9_-]+\.jpg$/);
      const served = await api().raw({ method: 'GET', url: res.data.url, headers: { authorization: token } });
      expect(served.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.width).toBe(40);
      expect(served.rawPayload.includes(Buffer.from('SpyCam'))).toBe(false);
      expect(served.rawPayload.includes(Buffer.from('GPS'))).toBe(false);
    });

    it('serves a private file to its owner and operators only; a logo to anyone', async () => {
      const owner = await api().merchant();
      const other = await api().merchant();
      const operator = await signInOperator(api());
      const webp = await picture().webp().toBuffer();
      const proof = await upload(api(), owner.token, 'proof', {
        filename: 'p.webp',
        contentType: 'image/webp',
        bytes: webp,
      });
      expect(proof.code).toBe(200);
      const read = (token?: string) =>
        api().raw({ method: 'GET', url: proof.data.url, headers: token ? { authorization: token } : {} });

      const asOwner = await read(owner.token);
      expect(asOwner.statusCode).toBe(200);
      expect(asOwner.headers['content-type']).toBe('image/webp');
      expect(asOwner.headers['x-content-type-options']).toBe('nosniff');
      expect((await read(operator.token)).statusCode).toBe(200);
      // Another merchant, or nobody, is told it does not exist, exactly as for a made-up name.
      const asOther = await read(other.token);
      expect(asOther.statusCode).toBe(404);
      expect((await read()).statusCode).toBe(404);
      const madeUp = await api().raw({
        method: 'GET',
        url: '/files/proof/AAAAAAAAAAAAAAAAAAAAAAAA.webp',
        headers: { authorization: owner.token },
      });
      expect(madeUp.statusCode).toBe(404);
      expect(asOther.json().code).toBe(madeUp.json().code);

      const logo = await upload(api(), owner.token, 'logo', {
        filename: 'l.webp',
        contentType: 'image/webp',
        bytes: webp,
      });
      expect((await api().raw({ method: 'GET', url: logo.data.url })).statusCode).toBe(200);
      // Paths never leave the storage folder.
      expect((await api().raw({ method: 'GET', url: '/files/../../etc/passwd' })).statusCode).toBe(404);
    });

    it('20 parallel uploads all land, each under its own name', async () => {
      const { token } = await api().merchant();
      const before = await uploadRows(api());
      const png = await picture().png().toBuffer();
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          upload(api(), token, 'chat', { filename: 'same.png', contentType: 'image/png', bytes: png }),
        ),
      );
      expect(results.map((r) => r.code)).toEqual(Array(20).fill(200));
      expect(new Set(results.map((r) => r.data.path)).size).toBe(20);
      expect(await uploadRows(api())).toBe(before + 20);
      for (const r of results) {
        const served = await api().raw({ method: 'GET', url: r.data.url, headers: { authorization: token } });
        expect(served.statusCode).toBe(200);
      }
    });
  },
  { dataDir },
);
