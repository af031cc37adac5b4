import { safeRedirect as kitSafeRedirect } from '@shopkeeper/front-kit/safe-redirect';

/**
 * Lets code outside React (the API client's redirects) move the app with the router instead
 * of reloading the page, and read where the app is. The router registers itself at start;
 * until then, and in tests that do not register one, the browser's location is used.
 */
export interface NavigateOptions {
  replace?: boolean;
  /** Kept with the history entry (the /404 page reads why the person was sent there). */
  state?: unknown;
}
export type Navigate = (to: string, options?: NavigateOptions) => void;
export interface AppLocation {
  pathname: string;
  search: string;
}

let navigateImpl: Navigate = (to) => window.location.assign(to);
let locationImpl: () => AppLocation = () => window.location;

export function setNavigator(navigate: Navigate, location?: () => AppLocation): void {
  navigateImpl = navigate;
  locationImpl = location ?? (() => window.location);
}

export function navigateTo(to: string, options?: NavigateOptions): void {
  navigateImpl(to, options);
}

export function currentLocation(): AppLocation {
  const { pathname, search } = locationImpl();
  return { pathname, search };
}

/** The current path and query, as a `redirect=` value for the sign-in screen. */
export function currentPath(): string {
  const { pathname, search } = currentLocation();
  return `${pathname}${search}`;
}

/** Where a signed-in person lands when the sign-in link names no page. */
export const HOME_PATH = '/shopCenter';
/** The sign-in page's query parameter naming where to return afterwards. */
export const REDIRECT_PARAM = 'redirect';

/** After sign-in: the page named by `redirect=` if it is on this site, else the store centre. */
export const safeRedirect = (target: string | null | undefined): string =>
  kitSafeRedirect(target, HOME_PATH, ['/login']);
