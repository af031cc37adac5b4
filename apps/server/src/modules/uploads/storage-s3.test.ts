import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Config, Secret } from '../../config.ts';
import { describeApi } from '../../test/harness.ts';
import { S3FileStorage } from './storage-s3.ts';

/**
 * The S3 store against moto's S3 server (`moto_server`, Python's moto, on the project's
 * machine image): real S3 requests and answers, in-process, no network. moto does not check
 * signatures; that requests are signed is shown against a small server below. Without
 * moto_server the tests are skipped, except in CI, where that is a failure.
 */
const hasMoto = spawnSync('sh', ['-c', 'command -v moto_server']).status === 0;
if (!hasMoto && process.env.CI === 'true') throw new Error('CI=true but moto_server is not installed');

const KEY_ID = 'AKIDEXAMPLE';
const SECRET = 'wJalrXUtnFEMI-secret-never-printed';

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let moto: ChildProcess | undefined;
/** Filled in once moto listens; the API tests' configuration holds this very object. */
const s3: S3Config = {
  endpoint: undefined,
  bucket: 'shopkeeper-test',
  region: 'us-east-1',
  accessKeyId: KEY_ID,
  secretAccessKey: new Secret(SECRET),
  forcePathStyle: true,
};

beforeAll(async () => {
  if (!hasMoto) return;
  const port = await freePort();
  moto = spawn('moto_server', ['-H', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
  s3.endpoint = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    const up = await fetch(s3.endpoint).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('moto_server did not start within 20 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await bucketClient().send(new CreateBucketCommand({ Bucket: s3.bucket }));
}, 30_000);
afterAll(() => {
  moto?.kill();
});

const bucketClient = () =>
  new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: KEY_ID, secretAccessKey: SECRET },
  });

describe.skipIf(!hasMoto)('S3 file storage against an S3 server', () => {
  it('stores, reads back byte for byte, and deletes; a missing key reads as nothing', async () => {
    const storage = new S3FileStorage(s3);
    const bytes = Buffer.from(Array.from({ length: 300 }, (_, i) => i % 256));
    await storage.put('proof/abc_DEF-123.png', bytes);
    expect(await storage.get('proof/abc_DEF-123.png')).toEqual(bytes);
    expect(await storage.get('proof/never-stored.png')).toBeUndefined();
    await storage.delete('proof/abc_DEF-123.png');
    expect(await storage.get('proof/abc_DEF-123.png')).toBeUndefined();
    await expect(storage.delete('proof/abc_DEF-123.png')).resolves.toBeUndefined();
  });

  it('a missing bucket is an error naming the operation and bucket, not the secret', async () => {
    const storage = new S3FileStorage({ ...s3, bucket: 'no-such-bucket' });
    const error = await storage.put('logo/x.png', Buffer.from('x')).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(
      /PutObject of no-such-bucket\/logo\/x\.png failed: NoSuchBucket/,
    );
    expect((error as Error).message).not.toContain(SECRET);
  });
});

describe('S3 file storage requests', () => {
  it('are signed (SigV4 with the access key id) and never carry the secret', async () => {
    const seen: http.IncomingHttpHeaders[] = [];
    const server = http.createServer((request, response) => {
      seen.push(request.headers);
      request.resume();
      request.on('end', () => response.writeHead(200, { etag: '"1"' }).end());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const storage = new S3FileStorage({ ...s3, endpoint: `http://127.0.0.1:${port}` });
      await storage.put('logo/signed.png', Buffer.from('bytes'));
      expect(seen).toHaveLength(1);
      expect(seen[0]!.authorization).toMatch(
        new RegExp(
          `^AWS4-HMAC-SHA256 Credential=${KEY_ID}/\\d{8}/us-east-1/s3/aws4_request, SignedHeaders=.+, Signature=[0-9a-f]{64}$`,
        ),
      );
      expect(JSON.stringify(seen)).not.toContain(SECRET);
    } finally {
      server.close();
    }
  });

  it('an unreachable store fails without echoing the secret', async () => {
    const storage = new S3FileStorage({ ...s3, endpoint: `http://127.0.0.1:${await freePort()}` });
    const error = await storage.get('logo/x.png').catch((e: Error) => e);
    expect((error as Error).message).toContain('GetObject');
    expect(String(error)).not.toContain(SECRET);
  }, 20_000);
});

const dataDir = mkdtempSync(path.join(tmpdir(), 'shopkeeper-s3-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

if (hasMoto) {
  describeApi(
    'uploads with FILE_STORAGE=s3',
    (api) => {
      it('an uploaded image goes to the bucket, not the disk, and is served back from it', async () => {
        const { token } = await api().merchant();
        const png = await sharp({ create: { width: 10, height: 6, channels: 3, background: '#06c' } })
          .png()
          .toBuffer();
        const boundary = '----shopkeepers3';
        const payload = Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
              'Content-Type: image/png\r\n\r\n',
          ),
          png,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        const res = await api().raw({
          method: 'POST',
          url: '/api/v1/upload/logo',
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: token },
          payload,
        });
        const { code, data } = res.json() as { code: number; data: { path: string } };
        expect(code).toBe(200);

        const object = await bucketClient().send(new GetObjectCommand({ Bucket: s3.bucket, Key: data.path }));
        const stored = Buffer.from(await object.Body!.transformToByteArray());
        expect(stored.subarray(0, 8)).toEqual(png.subarray(0, 8));
        expect(existsSync(path.join(dataDir, 'files', data.path))).toBe(false);

        const served = await api().raw({ method: 'GET', url: `/files/${data.path}` });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/png');
        expect(served.rawPayload).toEqual(stored);
      });
    },
    { dataDir, fileStorage: 's3', s3 },
  );
}
