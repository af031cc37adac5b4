import { ApiError, createApiClient, type FailureReport, REQUEST_TIMEOUT_MS } from '@shopkeeper/client';
import { ErrorCode } from '@shopkeeper/contract';
import { type ClientFailureText, errorSentence } from '@shopkeeper/front-kit/error-message';
import { signInPath } from '@shopkeeper/front-kit/safe-redirect';
import { uploadSender } from '@shopkeeper/front-kit/upload-progress';
import { isOffline } from './app-status.ts';
import { withEarlyReads } from './early-reads.ts';
import { currentLanguage, i18next } from './i18n.ts';
import { currentLocation, currentPath, navigateTo, REDIRECT_PARAM } from './navigation.ts';
import { endSession } from './session.ts';
import { storage } from './storage.ts';
import { showToast } from './toast.ts';

export { ApiError };

/** Error toasts stay 3 s, antd-mobile's default is 2 s (docs/product.md#redirects-and-messages-on-refusal). */
export const ERROR_TOAST_MS = 3000;

const TO_INVITE: ReadonlySet<number> = new Set([
  ErrorCode.INVITE_CODE_REQUIRED,
  ErrorCode.INVITE_CODE_INVALID,
]);
const TO_NOT_FOUND: ReadonlySet<number> = new Set([
  ErrorCode.INVALID_USER_PAGE,
  ErrorCode.LOGIN_ERROR,
  ErrorCode.ACCOUNT_DISABLED,
]);
const TO_SIGN_IN: ReadonlySet<number> = new Set([ErrorCode.NOT_AUTHENTICATED, ErrorCode.TOKEN_EXPIRED]);

/** Screens that work without a session (docs/product.md#merchant-app-screens). */
const PUBLIC_PATHS = new Set(['/login', '/invite', '/404', '/reset-password']);

/**
 * What /404 is told about why the person was sent there (kept in the history entry, so a
 * reload still says it): the refusal's code and the data it carried (the time to wait after
 * a lockout, the operator's reason and date for a disabled account).
 */
export interface NotFoundState {
  refusal: { code: number; data: unknown };
}

function notFoundState(error: ApiError): NotFoundState {
  return { refusal: { code: error.code, data: error.data } };
}

/** Whether a failed call sends the person to /404, where the page itself says why. */
export function sendsToNotFound(error: ApiError): boolean {
  return (
    error.kind !== 'timeout' &&
    error.kind !== 'network' &&
    (TO_NOT_FOUND.has(error.code) || error.code === ErrorCode.ILLEGAL_REQUEST)
  );
}

/** Where a failed call sends the person (docs/product.md#redirects-and-messages-on-refusal). */
export function redirectFor(error: ApiError): void {
  if (error.kind === 'timeout' || error.kind === 'network') return;
  const { code } = error;
  if (TO_INVITE.has(code)) {
    // Already on the sign-up form (which shows the refusal): no second history entry.
    if (currentLocation().pathname !== '/invite') navigateTo(`/invite${currentLocation().search}`);
  } else if (code === ErrorCode.ILLEGAL_REQUEST) {
    endSession();
    navigateTo('/404', { replace: true, state: notFoundState(error) });
  } else if (TO_NOT_FOUND.has(code)) {
    navigateTo('/404', { replace: true, state: notFoundState(error) });
  } else if (TO_SIGN_IN.has(code)) {
    endSession();
    // A page that needs no session stays put: a late call of the screen just left (after a
    // 401 sent the person to /404) must not pull them on to the sign-in screen.
    if (!PUBLIC_PATHS.has(currentLocation().pathname)) {
      navigateTo(signInPath(currentPath(), REDIRECT_PARAM), { replace: true });
    }
  }
}

/**
 * The app's words for failures the server did not answer: "loading failed" for a timeout or a
 * lost connection (docs/product.md#redirects-and-messages-on-refusal), and "you are offline"
 * when the phone has no network at all (docs/decisions/040-service-worker.md).
 */
export const clientFailureText: ClientFailureText = (failure) => {
  if (failure === 'unknown') return i18next.t('errors.unknown');
  return failure === 'network' && isOffline() ? i18next.t('pwa.offlineCall') : i18next.t('errors.loadFailed');
};

/**
 * Every failed call: redirect at once where docs/product.md#redirects-and-messages-on-refusal
 * says so, and toast the message, unless
 * the caller shows it on its form (`quiet`) or /404 now says it (the page names the reason).
 */
export function reportApiError(error: ApiError, { quiet }: FailureReport): void {
  redirectFor(error);
  if (quiet || sendsToNotFound(error)) return;
  void errorSentence(error, currentLanguage(), clientFailureText).then((content) =>
    showToast({ content, duration: ERROR_TOAST_MS }),
  );
}

export function createWebApiClient(options: { fetch?: typeof fetch; timeoutMs?: number } = {}) {
  return createApiClient({
    timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    getToken: storage.getToken,
    getLanguage: currentLanguage,
    onError: reportApiError,
    // A signed-in screen's first reads may already be on their way (docs/decisions/043-early-reads.md).
    fetch: withEarlyReads(() => options.fetch ?? globalThis.fetch.bind(globalThis)),
  });
}

/** The app's one client; screens use it through TanStack Query. */
export const api = createWebApiClient();

/** `api.send` for a multipart call, telling `onProgress` how much of the body has gone. */
export const sendWithProgress = uploadSender(createWebApiClient);
