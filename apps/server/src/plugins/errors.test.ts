import net from 'node:net';
import { calls, ErrorCode, errorMessage, validationMessage } from '@shopkeeper/contract';
import { beforeAll, expect, it } from 'vitest';
import { countRows, describeApi } from '../test/harness.ts';

describeApi('hostile requests get catalogue answers', (api) => {
  it('a body nested 7,000 levels deep is refused naming the body, and a signed-in caller is still served', async () => {
    const { token } = await api().merchant();
    const deep = `{"username":"a","password":"b","x":${'{"a":'.repeat(7000)}1${'}'.repeat(7000)}}`;
    const sessions = await countRows(api().database, 'sessions');
    const answers = await Promise.all(
      [calls.login.path, calls.updateLang.path].map((path) =>
        api().raw({
          method: 'POST',
          url: `/api${path}`,
          headers: { 'content-type': 'application/json', authorization: token, 'accept-language': 'fr' },
          payload: deep,
        }),
      ),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        code: 405,
        msg: validationMessage('invalid', 'fr', 'body'),
        data: { field: 'body', variant: 'invalid', maxDepth: 32 },
      });
    }
    expect(await countRows(api().database, 'sessions')).toBe(sessions);
    const me = await api().call(calls.getMe, {}, { token });
    expect(me.code).toBe(200);
  });

  it('a body past 64 KB is refused before it is read, whatever it holds', async () => {
    const sessions = await countRows(api().database, 'sessions');
    const bodies = [
      JSON.stringify({ username: 'a', password: 'x'.repeat(70_000) }),
      JSON.stringify({ username: 'a', password: 'b', x: Array(40_000).fill(0) }),
      `{"username":"a","password":"b","x":${'['.repeat(40_000)}${']'.repeat(40_000)}}`,
    ];
    for (const payload of bodies) {
      const res = await api().raw({
        method: 'POST',
        url: `/api${calls.login.path}`,
        headers: { 'content-type': 'application/json', 'accept-language': 'fr' },
        payload,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: ErrorCode.BAD_REQUEST, msg: errorMessage(400, 'fr'), data: null });
    }
    expect(await countRows(api().database, 'sessions')).toBe(sessions);
  });
});

/** Sends bytes as they are over a real socket: for requests no HTTP client would write. */
function sendRaw(port: number, text: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(text));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      const received = Buffer.concat(chunks).toString('utf8');
      const at = received.indexOf('\r\n\r\n');
      if (at < 0) return reject(new Error(`no HTTP answer: ${JSON.stringify(received.slice(0, 200))}`));
      const headers = received.slice(0, at).toLowerCase();
      resolve({ status: Number(headers.split(' ')[1]), headers, body: received.slice(at + 4) });
    });
  });
}

describeApi('every answer under /api is an envelope with a catalogue code', (api) => {
  let port = 0;
  beforeAll(async () => {
    await api().app.listen({ port: 0, host: '127.0.0.1' });
    port = (api().app.server.address() as net.AddressInfo).port;
  });

  const expectEnvelope = (body: string, code: number, lang = 'en') => {
    const envelope = JSON.parse(body);
    expect(envelope).toEqual({ code, msg: errorMessage(code, lang as 'en'), data: null });
  };

  it('a bad percent-encoding gets the envelope in the reader’s language, never the URL repeated', async () => {
    for (const url of ['/api/v1/%zz', '/api/login%E0%A4%A', '/api/%']) {
      const res = await api().raw({ method: 'POST', url, headers: { 'accept-language': 'fr' }, payload: {} });
      expect(res.statusCode, url).toBe(200);
      expectEnvelope(res.body, ErrorCode.BAD_REQUEST, 'fr');
      expect(res.body, url).not.toContain('%');
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('an unknown route or method, a body too large or of the wrong type: envelopes', async () => {
    const unknown = await api().raw({ method: 'PROPFIND', url: '/api/v1/me' });
    expect(unknown.statusCode).toBe(404);
    expectEnvelope(unknown.body, ErrorCode.NOT_FOUND);
    const route = await api().raw({ method: 'DELETE', url: '/api/v1/nothing-here' });
    expectEnvelope(route.body, ErrorCode.NOT_FOUND);
    const large = await api().raw({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(large.statusCode).toBe(200);
    expectEnvelope(large.body, ErrorCode.BAD_REQUEST);
    const xml = await api().raw({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<login/>',
    });
    expectEnvelope(xml.body, ErrorCode.BAD_REQUEST);
    for (const res of [unknown, route, large, xml]) expect(res.headers['cache-control']).toBe('no-store');
  });

  it('requests Node’s parser refuses get the envelope too, with the real status and no URL repeated', async () => {
    const cases = [
      ['unknown method', 'FOO /api/v1/me HTTP/1.1\r\nHost: x\r\n\r\n', 400],
      [
        'a Content-Length that is not a number',
        'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}',
        400,
      ],
      [
        'two Content-Lengths',
        'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 5\r\n\r\n{}',
        400,
      ],
      ['a URL over the size limit', `GET /api/v1/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 431],
      [
        'a header over the size limit',
        `GET /api/v1/me HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
        431,
      ],
    ] as const;
    for (const [name, request, status] of cases) {
      const res = await sendRaw(port, request);
      expect(res.status, name).toBe(status);
      expect(res.headers, name).toContain('content-type: application/json');
      expect(res.headers, name).toContain('cache-control: no-store');
      expectEnvelope(res.body, ErrorCode.BAD_REQUEST);
      expect(res.body, name).not.toMatch(/aaaa|bbbb|FOO/);
    }
    // The reader's language, when it arrived before the part that was refused.
    const french = await sendRaw(
      port,
      `GET /api/v1/me HTTP/1.1\r\nHost: x\r\nAccept-Language: fr-FR\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
    );
    expectEnvelope(french.body, ErrorCode.BAD_REQUEST, 'fr');
  });

  it('a body shorter than its Content-Length promised is refused with the envelope', async () => {
    const res = await sendRaw(
      port,
      'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1\r\n\r\n{"username":"a"}',
    );
    expect(res.headers).toContain('application/json');
    expect(JSON.parse(res.body.split('HTTP/1.1')[0]!)).toMatchObject({ code: ErrorCode.BAD_REQUEST });
  });

  it('API answers are never stored by a cache: the sign-in answer holds the token', async () => {
    const { username, password } = await api().merchant();
    const login = await api().raw({ method: 'POST', url: '/api/login', payload: { username, password } });
    expect(login.json().code).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const refused = await api().raw({
      method: 'POST',
      url: '/api/login',
      payload: { username, password: 'x' },
    });
    expect(refused.headers['cache-control']).toBe('no-store');
    const docs = await api().raw({ method: 'GET', url: '/api/docs' });
    expect(docs.headers['cache-control']).toBe('no-store');
  });
});

/**
 * Writes bytes and keeps the connection open (as a slow or hostile client does) until the
 * server closes it; gives up after `patienceMs` and says so.
 */
function holdOpen(port: number, text: string, patienceMs: number, dripEveryMs = 0) {
  return new Promise<{ closedByServer: boolean; received: string }>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    const drip = dripEveryMs
      ? setInterval(() => socket.writable && socket.write(' '), dripEveryMs)
      : undefined;
    let received = '';
    let gaveUp = false;
    const giveUp = setTimeout(() => {
      gaveUp = true;
      socket.destroy();
    }, patienceMs);
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(giveUp);
      clearInterval(drip);
      resolve({ closedByServer: !gaveUp, received });
    });
  });
}

describeApi(
  'slow clients cannot hold a connection',
  (api) => {
    let port = 0;
    beforeAll(async () => {
      await api().app.listen({ port: 0, host: '127.0.0.1' });
      port = (api().app.server.address() as net.AddressInfo).port;
    });

    const post = 'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n';
    const cases = [
      ['a body shorter than its Content-Length', `${post}Content-Length: 100\r\n\r\n{"user`, 0],
      ['headers that never end', 'POST /api/login HTTP/1.1\r\nHost: x\r\nX-Slow: 1\r\n', 0],
      ['a body dripped a byte at a time', `${post}Content-Length: 1000\r\n\r\n`, 200],
    ] as const;

    it.each(cases)('%s is answered 408 with the envelope and closed', async (_name, text, dripEveryMs) => {
      // The timeout is one second here; the patience is far past it, so only a server that
      // never closes the connection fails this.
      const { closedByServer, received } = await holdOpen(port, text, 15_000, dripEveryMs);
      expect(closedByServer).toBe(true);
      expect(received).toMatch(/^HTTP\/1\.1 408 /);
      const body = received.slice(received.indexOf('\r\n\r\n') + 4);
      expect(JSON.parse(body)).toMatchObject({ code: ErrorCode.BAD_REQUEST });
    });

    it('a request that arrives in time is answered as usual', async () => {
      const res = await api().raw({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'a', password: 'b' },
      });
      expect(res.json().code).toBe(ErrorCode.WRONG_CREDENTIALS);
    });
  },
  { requestTimeoutSeconds: 1 },
);
