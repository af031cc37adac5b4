import { EARLY_READS_GLOBAL } from '@shopkeeper/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_READ_MAX_AGE_MS, type EarlyRead, withEarlyReads } from './early-reads.ts';

const holder = globalThis as unknown as Record<string, EarlyRead[] | undefined>;

function answer(data: unknown): Response {
  return new Response(JSON.stringify({ code: 200, msg: '', data }));
}

/** The page's script sent this read, with token t1 in English, just now. */
function pageSent(read: Partial<EarlyRead> & { response: Promise<Response> }) {
  const full: EarlyRead = {
    method: 'POST',
    url: '/api/v1/user/wallet',
    body: '{}',
    token: 't1',
    lang: 'en',
    at: performance.now(),
    ...read,
  };
  holder[EARLY_READS_GLOBAL] = [...(holder[EARLY_READS_GLOBAL] ?? []), full];
}

const init = (headers: Record<string, string> = {}, body: string | undefined = '{}'): RequestInit => ({
  method: 'POST',
  headers: { authorization: 't1', 'accept-language': 'en', 'content-type': 'application/json', ...headers },
  body,
});

afterEach(() => {
  delete holder[EARLY_READS_GLOBAL];
  vi.useRealTimers();
});

describe('adopting the page’s early reads', () => {
  it('answers the matching call from the page’s read, once; the next identical call goes out', async () => {
    const network = vi.fn(async () => answer('from the network'));
    const fetch = withEarlyReads(() => network);
    pageSent({ response: Promise.resolve(answer('early')) });
    expect(await (await fetch('/api/v1/user/wallet', init())).json()).toMatchObject({ data: 'early' });
    expect(network).not.toHaveBeenCalled();
    expect(await (await fetch('/api/v1/user/wallet', init())).json()).toMatchObject({
      data: 'from the network',
    });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('sends the call itself when the token, language, body or address differ', async () => {
    const network = vi.fn(async () => answer('from the network'));
    const fetch = withEarlyReads(() => network);
    pageSent({ response: Promise.resolve(answer('early')) });
    await fetch('/api/v1/user/wallet', init({ authorization: 't2' }));
    await fetch('/api/v1/user/wallet', init({ 'accept-language': 'fr' }));
    await fetch('/api/v1/user/wallet', init({}, '{"limit":20}'));
    await fetch('/api/v1/user/wallet_flow', init());
    expect(network).toHaveBeenCalledTimes(4);
    // Still there for the call it was made for.
    expect(await (await fetch('/api/v1/user/wallet', init())).json()).toMatchObject({ data: 'early' });
  });

  it('does not show an answer older than the limit: it reads again', async () => {
    const network = vi.fn(async () => answer('fresh'));
    const fetch = withEarlyReads(() => network);
    pageSent({ at: performance.now() - EARLY_READ_MAX_AGE_MS - 1, response: Promise.resolve(answer('old')) });
    expect(await (await fetch('/api/v1/user/wallet', init())).json()).toMatchObject({ data: 'fresh' });
  });

  it('sends the call again when the page’s read never reached the server', async () => {
    const network = vi.fn(async () => answer('second try'));
    const fetch = withEarlyReads(() => network);
    pageSent({ response: Promise.reject(new TypeError('Failed to fetch')) });
    expect(await (await fetch('/api/v1/user/wallet', init())).json()).toMatchObject({ data: 'second try' });
  });

  it('gives up as fetch does when the caller aborts (a timeout, a screen left)', async () => {
    const fetch = withEarlyReads(() => vi.fn());
    pageSent({ response: new Promise(() => {}) });
    const controller = new AbortController();
    const call = fetch('/api/v1/user/wallet', { ...init(), signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('with no early reads at all, is the network', async () => {
    const network = vi.fn(async () => answer('net'));
    const fetch = withEarlyReads(() => network);
    await fetch('/api/v1/me', { method: 'GET', headers: { authorization: 't1' } });
    expect(network).toHaveBeenCalledWith('/api/v1/me', { method: 'GET', headers: { authorization: 't1' } });
  });
});
