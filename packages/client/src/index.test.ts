import { calls } from '@shopkeeper/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, type FailureReport, REQUEST_TIMEOUT_MS } from './index.ts';

type Fetch = typeof globalThis.fetch;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A client over a fake server; `requests` records what it was sent. */
function clientWith(answer: (url: string, init: RequestInit) => Response | Promise<Response>, token = 'tok') {
  const requests: { url: string; init: RequestInit }[] = [];
  const onError = vi.fn<(error: ApiError, failure: FailureReport) => void>();
  const fetch = (async (url: string, init: RequestInit) => {
    requests.push({ url, init });
    return answer(url, init);
  }) as unknown as Fetch;
  const client = createApiClient({ fetch, onError, getToken: () => token, getLanguage: () => 'fr' });
  return { client, requests, onError };
}

const headers = (init: RequestInit) => new Headers(init.headers);

afterEach(() => vi.useRealTimers());

describe('requests', () => {
  it('POSTs JSON under /api with the raw token and the reader’s language', async () => {
    const { client, requests } = clientWith(() => json({ code: 200, msg: 'ok', data: null }));
    await client.send(calls.updateLang, { lang: 'ko' });
    const [{ url, init }] = requests as [{ url: string; init: RequestInit }];
    expect(url).toBe('/api/v1/user/update_lang');
    expect(init.method).toBe('POST');
    expect(headers(init).get('authorization')).toBe('tok');
    expect(headers(init).get('accept-language')).toBe('fr');
    expect(headers(init).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ lang: 'ko' });
  });

  it('sends no authorization header without a token, on calls that need none', async () => {
    const { client, requests } = clientWith(() => json({ code: 200, msg: '', data: null }), '');
    await client.send(calls.login, { username: 'a', password: 'b' });
    expect(headers(requests[0]!.init).has('authorization')).toBe(false);
  });

  it('does not send a call that needs a session when there is no token, and reports nothing', async () => {
    const { client, requests, onError } = clientWith(() => json({ code: 200, msg: '', data: null }), '');
    await expect(client.send(calls.getMe, {})).rejects.toMatchObject({ code: 407, kind: 'business' });
    expect(requests).toHaveLength(0);
    expect(onError).not.toHaveBeenCalled();
  });

  it('puts GET input in the query string and sends no body', async () => {
    const { client, requests } = clientWith(() =>
      json({ code: 200, msg: '', data: { items: [], nextCursor: null } }),
    );
    await client.send(calls.orderCommentList, { orderId: 12, limit: 20 });
    expect(requests[0]!.url).toBe('/api/v1/order-comment?orderId=12&limit=20');
    expect(requests[0]!.init.method).toBe('GET');
    expect(requests[0]!.init.body).toBeUndefined();
  });

  it('fills path parameters and sends files as multipart', async () => {
    const { client, requests } = clientWith(() =>
      json({ code: 200, msg: '', data: { path: 'logo/a.png', url: '/files/logo/a.png' } }),
    );
    const file = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    await client.send(calls.upload, { kind: 'logo' }, { files: { file } });
    const { url, init } = requests[0]!;
    expect(url).toBe('/api/v1/upload/logo');
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('file')).toBeInstanceOf(Blob);
    expect((init.body as FormData).has('kind')).toBe(false);
    expect(headers(init).has('content-type')).toBe(false); // the browser sets the boundary
  });

  it('passes an idempotency key for money-moving calls', async () => {
    const { client, requests } = clientWith(() =>
      json({ code: 200, msg: '', data: { id: 1, status: 'pending' } }),
    );
    await client.send(
      calls.withdrawAdd,
      { amount: '10.00', accountId: 1, payPassword: '123456' },
      { idempotencyKey: 'k-1' },
    );
    expect(headers(requests[0]!.init).get('idempotency-key')).toBe('k-1');
  });
});

describe('answers', () => {
  it('returns the envelope’s data on code 200', async () => {
    const { client, onError } = clientWith(() => json({ code: 200, msg: 'ok', data: null }));
    await expect(client.send(calls.logout, {})).resolves.toBeNull();
    expect(onError).not.toHaveBeenCalled();
  });

  it('rejects a business code with code, msg and data, after telling onError once', async () => {
    const { client, onError } = clientWith(() => json({ code: 444, msg: 'too many', data: { item: 5 } }));
    const error = await client.send(calls.logout, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 444, msg: 'too many', kind: 'business', data: { item: 5 } });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(error, { quiet: false });
  });

  it('marks HTTP 500 answers as server failures, keeping their msg', async () => {
    const { client } = clientWith(() => json({ code: 501, msg: 'try later', data: null }, 500));
    await expect(client.send(calls.logout, {})).rejects.toMatchObject({
      code: 501,
      msg: 'try later',
      kind: 'server',
    });
  });

  it('turns a body that is not an envelope into 500 (server) or 400', async () => {
    const bad = clientWith(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(bad.client.send(calls.logout, {})).rejects.toMatchObject({ code: 500, kind: 'server' });
    const odd = clientWith(() => new Response('nope', { status: 404 }));
    await expect(odd.client.send(calls.logout, {})).rejects.toMatchObject({ code: 400, kind: 'business' });
  });

  it('reports a network failure as kind network, code 0', async () => {
    const { client, onError } = clientWith(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.send(calls.logout, {})).rejects.toMatchObject({ code: 0, kind: 'network' });
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

describe('timeout', () => {
  const hanging = (_url: string, init: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      // Like fetch: an aborted signal rejects at once, a later abort when it comes.
      if (init.signal?.aborted) reject(new DOMException('aborted', 'AbortError'));
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });

  it('is 15 seconds by default', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(15_000);
    vi.useFakeTimers();
    const { client } = clientWith(hanging);
    let outcome: unknown = 'pending';
    const call = client.send(calls.logout, {}).catch((e: unknown) => {
      outcome = e;
    });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await call;
    expect(outcome).toMatchObject({ code: 0, kind: 'timeout' });
  });

  it('a call the caller cancels is neither a timeout nor reported (no toast)', async () => {
    const { client, onError } = clientWith(hanging);
    const controller = new AbortController();
    const call = client.send(calls.logout, {}, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ kind: 'aborted' });
    expect(onError).not.toHaveBeenCalled();
  });

  it('a signal that is already aborted cancels the call at once', async () => {
    const { client, onError } = clientWith(hanging);
    await expect(client.send(calls.logout, {}, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      kind: 'aborted',
    });
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('a call that shows its own failures (quiet)', () => {
  const refusal = () => json({ code: 405, msg: 'bad', data: { field: 'username', variant: 'invalid' } });

  it('tells onError the failure is quiet (redirect, no toast), and still rejects', async () => {
    const { client, onError } = clientWith(refusal);
    await expect(
      client.send(calls.login, { username: 'x', password: 'y' }, { quiet: true }),
    ).rejects.toMatchObject({ code: 405, data: { field: 'username' } });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 405 }), { quiet: true });
  });

  it('asks a test which failures it shows, and passes on the others to be toasted', async () => {
    const { client, onError } = clientWith(() => json({ code: 440, msg: 'wait', data: null }));
    const showsItself = vi.fn((error: ApiError) => error.code === 405);
    await expect(
      client.send(calls.login, { username: 'x', password: 'y' }, { quiet: showsItself }),
    ).rejects.toMatchObject({ code: 440 });
    expect(showsItself).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 440 }), { quiet: false });
  });

  it('marks the ones the test claims as quiet', async () => {
    const { client, onError } = clientWith(refusal);
    await expect(
      client.send(calls.login, { username: 'x', password: 'y' }, { quiet: (error) => error.code === 405 }),
    ).rejects.toMatchObject({ code: 405 });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 405 }), { quiet: true });
  });

  it('a call without the option is not quiet', async () => {
    const { client, onError } = clientWith(refusal);
    await expect(client.send(calls.login, { username: 'x', password: 'y' })).rejects.toMatchObject({
      code: 405,
    });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 405 }), { quiet: false });
  });
});
