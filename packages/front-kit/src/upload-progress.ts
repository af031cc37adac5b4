import type { ApiClient, Callable, CallOptions, ClientOptions, InputOf, OutputOf } from '@shopkeeper/client';

/** How far an upload has gone: 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/**
 * `fetch`, done with XMLHttpRequest: fetch cannot report how much of a request body has been
 * sent, and a person sending a 5 MB photo needs to see it move. Only what the API client uses is supported (method, headers, body, signal; a JSON answer).
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
      // Like fetch: a failed connection or an abort rejects, and the client says which.
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
      init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}

/** A large picture on a slow connection takes longer than a JSON call may. */
export const UPLOAD_TIMEOUT_MS = 120_000;

/** What an app's client factory is given: the progress-reporting fetch and the longer wait. */
export type UploadClientOptions = Required<Pick<ClientOptions, 'fetch' | 'timeoutMs'>>;

/**
 * The app's `sendWithProgress`: `api.send` for a multipart call, telling `onProgress` how much
 * of the body has gone. `createClient` is the app's own client (its token, language and one
 * `onError`), so failures are reported exactly as with `api.send`.
 */
export function uploadSender(createClient: (options: UploadClientOptions) => ApiClient) {
  return function sendWithProgress<C extends Callable>(
    call: C,
    input: InputOf<C>,
    options: CallOptions & { onProgress: UploadProgress },
  ): Promise<OutputOf<C>> {
    const { onProgress, ...callOptions } = options;
    const client = createClient({ fetch: fetchWithUploadProgress(onProgress), timeoutMs: UPLOAD_TIMEOUT_MS });
    return client.send(call, input, callOptions);
  };
}
