import { type ApiError, createApiClient, type FailureReport } from '@shopkeeper/client';
import { ErrorCode } from '@shopkeeper/contract';
import { errorSentence } from '@shopkeeper/front-kit/error-message';
import { uploadSender } from '@shopkeeper/front-kit/upload-progress';
import { currentLanguage, translate } from './i18n.ts';
import { showError } from './notify.ts';
import { storage } from './storage.ts';

/** Codes meaning the session is gone: sign in again. */
export const SESSION_ENDED_CODES: ReadonlySet<number> = new Set([
  ErrorCode.ILLEGAL_REQUEST,
  ErrorCode.NOT_AUTHENTICATED,
  ErrorCode.TOKEN_EXPIRED,
]);

type Listener = () => void;
const sessionEndedListeners = new Set<Listener>();

/** The app subscribes (to go to the sign-in page and drop cached data); returns unsubscribe. */
export function onSessionEnded(listener: Listener): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

export function endSession(): void {
  storage.setToken(null);
  for (const listener of sessionEndedListeners) listener();
}

/** A toast for every failure, unless the caller shows it where the person is looking (`quiet`). */
export function reportError(error: ApiError, { quiet }: FailureReport): void {
  if (!quiet) {
    void errorSentence(error, currentLanguage(), (failure) => translate(`errors.${failure}`)).then(showError);
  }
  if (SESSION_ENDED_CODES.has(error.code)) endSession();
}

/** The console's client: the operator's token, the shown language, a toast for every failure. */
export const api = createApiClient({
  getToken: storage.getToken,
  getLanguage: currentLanguage,
  onError: reportError,
});

/**
 * `api.send` for a multipart call, telling `onProgress` how much of the body has gone; failures
 * are reported as with `api`.
 */
export const sendWithProgress = uploadSender((upload) =>
  createApiClient({
    getToken: storage.getToken,
    getLanguage: currentLanguage,
    onError: reportError,
    ...upload,
  }),
);

/** A client acting with a given token and no toasts; for revoking a token the console refuses. */
export function quietClientFor(token: string) {
  return createApiClient({ getToken: () => token, getLanguage: currentLanguage });
}

/** The console's client without toasts, for calls whose failure a person need not see (sign-out). */
export const quietApi = createApiClient({ getToken: storage.getToken, getLanguage: currentLanguage });
