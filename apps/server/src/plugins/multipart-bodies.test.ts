import net from 'node:net';
import { calls, ErrorCode } from '@shopkeeper/contract';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { setSetting } from '../modules/settings/service.ts';
import { describeApi } from '../test/harness.ts';
import { signInOperator } from '../test/operator.ts';

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: { code: number; msg: string; data: unknown };
}

/**
 * One kept-alive connection spoken to by hand, as a browser or a probe does: requests are
 * written as raw bytes and the answers read off the socket in order.
 */
function connection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => {});
  let buffer = Buffer.alloc(0);
  let closed = false;
  let wake: () => void = () => {};
  socket.on('data', (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    wake();
  });
  socket.on('close', () => {
    closed = true;
    wake();
  });
  const takeAnswer = (): Answer | undefined => {
    const end = buffer.indexOf('\r\n\r\n');
    if (end < 0) return undefined;
    const [statusLine, ...lines] = buffer.subarray(0, end).toString('latin1').split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => [
        line.slice(0, line.indexOf(':')).toLowerCase(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
    );
    const length = Number(headers['content-length'] ?? 0);
    if (buffer.length < end + 4 + length) return undefined;
    const body = buffer.subarray(end + 4, end + 4 + length).toString('utf8');
    buffer = buffer.subarray(end + 4 + length);
    return { status: Number(statusLine!.split(' ')[1]), headers, body: JSON.parse(body) };
  };
  return {
    socket,
    write: (bytes: Buffer | string) => new Promise<void>((resolve) => socket.write(bytes, () => resolve())),
    get closed() {
      return closed;
    },
    /** The next answer, or undefined when none came within `patienceMs` or the connection closed. */
    answer: (patienceMs: number) =>
      new Promise<Answer | undefined>((resolve) => {
        const timer = setTimeout(() => resolve(undefined), patienceMs);
        const check = () => {
          const answer = takeAnswer();
          if (answer || closed) {
            clearTimeout(timer);
            resolve(answer);
          }
        };
        wake = check;
        check();
      }),
    waitClosed: (patienceMs: number) =>
      new Promise<boolean>((resolve) => {
        if (closed) return resolve(true);
        const timer = setTimeout(() => resolve(false), patienceMs);
        socket.once('close', () => {
          clearTimeout(timer);
          resolve(true);
        });
      }),
  };
}

const BOUNDARY = 'probeboundary42';

const fieldPart = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const fileHead = (name: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;

function request(path: string, body: Buffer | string, headers: Record<string, string | number> = {}) {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body);
  const lines = Object.entries({
    host: 'localhost',
    'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    'content-length': bytes.length,
    ...headers,
  }).map(([k, v]) => `${k}: ${v}\r\n`);
  return Buffer.concat([Buffer.from(`POST /api${path} HTTP/1.1\r\n${lines.join('')}\r\n`), bytes]);
}

const NEXT_REQUEST = 'GET /api/no-such-call HTTP/1.1\r\nhost: localhost\r\n\r\n';

describeApi('multipart bodies on the wire', (api) => {
  let port = 0;
  let merchant: { token: string };
  let png: Buffer;
  beforeAll(async () => {
    await api().app.listen({ port: 0, host: '127.0.0.1' });
    port = (api().app.server.address() as net.AddressInfo).port;
    merchant = await api().merchant();
    png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
  });

  it('answers the next request on a kept-alive connection at once after refusing a body of 5,000 fields', async () => {
    const fields = Array.from({ length: 5000 }, (_, i) => fieldPart(`f${i}`, 'x')).join('');
    const body = `${fields}--${BOUNDARY}--\r\n`;
    for (const [path, auth] of [
      [calls.storefrontOrderComment.path, {}],
      ['/v1/upload/proof', { authorization: merchant.token }],
    ] as const) {
      const client = connection(port);
      await client.write(request(path, body, auth));
      const refused = await client.answer(5000);
      expect(refused?.body.code, path).toBe(400);
      if (refused?.headers.connection !== 'close') {
        await client.write(NEXT_REQUEST);
        const next = await client.answer(3000);
        expect(next?.status, path).toBe(404);
      } else {
        expect(await client.waitClosed(3000), path).toBe(true);
      }
      client.socket.destroy();
    }
  });

  it('answers a body cut short with a catalogue 400 in the envelope, never 500', async () => {
    for (const [path, file, auth] of [
      [calls.storefrontOrderComment.path, 'signature', {}],
      ['/v1/upload/proof', 'file', { authorization: merchant.token }],
      [calls.topUpSubmit.path, 'proof', { authorization: merchant.token }],
      [calls.identitySubmit.path, 'front', { authorization: merchant.token }],
    ] as const) {
      // The body ends inside the file, before its closing boundary.
      const cut = `${fieldPart('note', 'abc')}${fileHead(file)}${png.subarray(0, 10).toString('latin1')}`;
      const res = await api().raw({
        method: 'POST',
        url: `/api${path}`,
        payload: Buffer.from(cut, 'latin1'),
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...auth },
      });
      expect(res.statusCode, path).toBe(200);
      expect(res.json(), path).toMatchObject({ code: ErrorCode.BAD_REQUEST, data: null });
    }
  });

  it('refuses a Content-Length larger than the call takes before reading the body, and closes', async () => {
    const client = connection(port);
    const head = Buffer.from(`${fieldPart('ref', 'abc')}${fileHead('signature')}`);
    // Only the first bytes of a 500 MB body are sent: the answer must not wait for the rest.
    await client.write(
      request(calls.storefrontOrderComment.path, head, { 'content-length': 500 * 1024 * 1024 }),
    );
    const refused = await client.answer(3000);
    expect(refused?.body.code).toBe(ErrorCode.INVALID_PARAMETER);
    expect(refused?.body.data).toMatchObject({ variant: 'fileTooLarge' });
    expect(refused?.headers.connection).toBe('close');
    expect(await client.waitClosed(3000)).toBe(true);
  });

  it('stops reading a chunked body past what the call takes', async () => {
    await setSetting(api().database.db, 'uploadMaxBytes', 64 * 1024);
    try {
      const client = connection(port);
      const head = `POST /api${calls.storefrontOrderComment.path} HTTP/1.1\r\nhost: localhost\r\ncontent-type: multipart/form-data; boundary=${BOUNDARY}\r\ntransfer-encoding: chunked\r\n\r\n`;
      const chunk = (bytes: Buffer) =>
        Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')]);
      await client.write(head);
      await client.write(chunk(Buffer.from(`${fieldPart('ref', 'abc')}${fileHead('signature')}`)));
      // A file that never ends: 4 MB offered, 64 KB at a time, until the server answers.
      let sent = 0;
      const answered = client.answer(5000);
      let answer: Answer | undefined;
      const settle = answered.then((a) => {
        answer = a;
      });
      while (!answer && !client.closed && sent < 4 * 1024 * 1024) {
        await client.write(chunk(Buffer.alloc(64 * 1024, 7)));
        sent += 64 * 1024;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await settle;
      expect(answer?.body.code).toBe(ErrorCode.INVALID_PARAMETER);
      expect(answer?.body.data).toMatchObject({ variant: 'fileTooLarge' });
      expect(answer?.headers.connection).toBe('close');
      client.socket.destroy();
    } finally {
      await setSetting(api().database.db, 'uploadMaxBytes', 5 * 1024 * 1024);
    }
  });

  it('refuses a multipart body on a call that takes none, and changes nothing', async () => {
    const body = `${fieldPart('uploadMaxMb', '1')}--${BOUNDARY}--\r\n`;
    const multipartHeaders = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
    const operator = await signInOperator(api());
    const before = await api().call(calls.consoleSettingsGet, {}, { token: operator.token });
    for (const contentType of [multipartHeaders['content-type'], 'multipart/form-data']) {
      const list = await api().raw({
        method: 'POST',
        url: `/api${calls.orderList.path}`,
        payload: body,
        headers: { 'content-type': contentType, authorization: merchant.token },
      });
      expect(list.json().code, contentType).toBe(ErrorCode.BAD_REQUEST);
      const update = await api().raw({
        method: 'POST',
        url: `/api${calls.consoleSettingsUpdate.path}`,
        payload: body,
        headers: { 'content-type': contentType, authorization: operator.token },
      });
      expect(update.json().code, contentType).toBe(ErrorCode.BAD_REQUEST);
    }
    const after = await api().call(calls.consoleSettingsGet, {}, { token: operator.token });
    expect(after.data).toEqual(before.data);
  });
});
