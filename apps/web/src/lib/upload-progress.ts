import type { Callable, CallOptions, InputOf, OutputOf } from '@shopkeeper/client';
import { fetchWithUploadProgress, type UploadProgress } from '@shopkeeper/front-kit/upload-progress';
import { createWebApiClient } from './api-client.ts';

export type { UploadProgress } from '@shopkeeper/front-kit/upload-progress';

/** A proof photo on a slow phone network takes longer than a JSON call may. */
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * `api.send` for a multipart call (its definition from the contract, as every call), telling
 * `onProgress` how much of the body has gone. Failures go through the app's one `onError`
 * (redirects, toasts unless `quiet`), exactly as with `api.send`.
 */
export function sendWithProgress<C extends Callable>(
  call: C,
  input: InputOf<C>,
  options: CallOptions & { onProgress: UploadProgress },
): Promise<OutputOf<C>> {
  const { onProgress, ...callOptions } = options;
  const client = createWebApiClient({
    fetch: fetchWithUploadProgress(onProgress),
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
  return client.send(call, input, callOptions);
}
