import {
  type Callable,
  type CallOptions,
  createApiClient,
  type InputOf,
  type OutputOf,
} from '@shopkeeper/client';
import { fetchWithUploadProgress, type UploadProgress } from '@shopkeeper/front-kit/upload-progress';
import { reportError } from './api-client.ts';
import { currentLanguage } from './i18n.ts';
import { storage } from './storage.ts';

export type { UploadProgress } from '@shopkeeper/front-kit/upload-progress';

/** A large picture on a slow connection takes longer than a JSON call may. */
const UPLOAD_TIMEOUT_MS = 120_000;

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
