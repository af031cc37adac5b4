import {
  type Callable,
  type CallOptions,
  createApiClient,
  type InputOf,
  type OutputOf,
} from '@shopkeeper/client';
import { reportError } from './api-client.ts';
import { currentLanguage } from './i18n.ts';
import { storage } from './storage.ts';

/** How far an upload has gone: 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/** A large picture on a slow connection takes longer than a JSON call may. */
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * `fetch`, done with XMLHttpRequest: fetch cannot report how much of a request body has been
 * sent (the same as the merchant app's lib/upload-progress.ts). Only what the API client uses
 * is supported (method, headers, body, signal; a JSON answer).
 */
export function fetchWithUploadProgress(onProgress: UploadProgress): typeof fetch {
  return (target, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? 'GET', String(target));
      for (const [name, value] of new Headers(init.headers).entries()) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        onProgress(1);
        resolve(
          new Response(xhr.responseText, {
            status: xhr.status,
            headers: { 'content-type': xhr.getResponseHeader('content-type') ?? 'application/json' },
          }),
        );
      };
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
      init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}

/**
 * `api.send` for a multipart call, telling `onProgress` how much of the body has gone. Failures
 * go through the console's one `onError` (a toast unless `quiet`, sign-in again when the
 * session ended), exactly as with `api.send`.
 */
export function sendWithProgress<C extends Callable>(
  call: C,
  input: InputOf<C>,
  options: CallOptions & { onProgress: UploadProgress },
): Promise<OutputOf<C>> {
  const { onProgress, ...callOptions } = options;
  const client = createApiClient({
    getToken: storage.getToken,
    getLanguage: currentLanguage,
    onError: reportError,
    fetch: fetchWithUploadProgress(onProgress),
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
  return client.send(call, input, callOptions);
}
