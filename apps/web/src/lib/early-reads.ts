import { EARLY_READS_GLOBAL, type RecordedRead } from '@shopkeeper/contract';

/**
 * Adopting the reads the page started before the app's script arrived
 * (docs/decisions/043-early-reads.md; the page's side is the server's
 * plugins/front-ends/early-reads.ts). A call the app is about to send is answered by the
 * matching early read — same method, address, body, token and language — once; anything else,
 * or an early read that failed, goes to the network as usual.
 */

/** An answer older than this (from the page's start) is not the screen's to show: it is read again. */
export const EARLY_READ_MAX_AGE_MS = 15_000;

type Fetch = typeof globalThis.fetch;

/** A read the page's script sent, with the token and language it was sent with. */
export interface EarlyRead extends RecordedRead {
  token: string;
  lang: string;
  /** `performance.now()` when it was sent: an old one is not adopted. */
  at: number;
  response: Promise<Response>;
}

function pending(): EarlyRead[] {
  const holder = globalThis as unknown as Record<string, EarlyRead[] | undefined>;
  return holder[EARLY_READS_GLOBAL] ?? [];
}

function headerOf(init: RequestInit | undefined, name: string): string | undefined {
  const headers = init?.headers;
  if (!headers) return undefined;
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  if (Array.isArray(headers)) return headers.find(([key]) => key.toLowerCase() === name)?.[1];
  return (headers as Record<string, string>)[name];
}

/** Removes and returns the early read that answers this request, if there is one. */
function take(url: string, init: RequestInit | undefined): EarlyRead | undefined {
  const reads = pending();
  const method = (init?.method ?? 'GET').toUpperCase();
  const body = typeof init?.body === 'string' ? init.body : undefined;
  const token = headerOf(init, 'authorization');
  const lang = headerOf(init, 'accept-language');
  const index = reads.findIndex(
    (read) =>
      read.method === method &&
      read.url === url &&
      read.body === body &&
      read.token === token &&
      read.lang === lang,
  );
  if (index < 0) return undefined;
  const [read] = reads.splice(index, 1);
  return performance.now() - read!.at <= EARLY_READ_MAX_AGE_MS ? read : undefined;
}

/** Rejects as fetch does when the caller gives up (a timeout, a screen left). */
function abortable(response: Promise<Response>, signal: AbortSignal | null | undefined): Promise<Response> {
  if (!signal) return response;
  if (signal.aborted) return Promise.reject(new DOMException('Aborted', 'AbortError'));
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')), { once: true });
    response.then(resolve, reject);
  });
}

/** `fetch`, answering from the page's early reads first. `next` is read at call time (tests replace it). */
export function withEarlyReads(next: () => Fetch): Fetch {
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const early = take(url, init);
    if (!early) return next()(input, init);
    // A read that never reached the server (the network dropped as the page loaded) is sent again.
    const answer = early.response.catch(() => next()(input, init));
    return abortable(answer, init?.signal);
  };
}
