import { useMatches } from 'react-router';
import type { Messages } from '../../lib/i18n.ts';

export type ScreenName = keyof Messages['screens'];

/** What a route may say about itself in its `handle`. */
export interface RouteHandle {
  /** Show the bottom tab bar (only where the route's metadata asks, docs/product.md#tab-bar). */
  tabBar?: boolean;
  /** Which screen this is: its translated name heads the page and titles the browser tab. */
  screen?: ScreenName;
  /**
   * Where Back leads when the screen was opened directly (a shared link, a reload) and there
   * is nothing in the app to go back to. A screen without one is top-level (the tab screens,
   * sign-in, /404) and shows no back arrow.
   */
  parent?: string;
}

/** Merges the handles of the matched routes, outermost first, so the deepest one wins. */
export function mergeRouteHandles(handles: readonly unknown[]): RouteHandle {
  const merged: RouteHandle = {};
  for (const handle of handles) {
    if (!handle || typeof handle !== 'object') continue;
    const { tabBar, screen, parent } = handle as RouteHandle;
    if (tabBar !== undefined) merged.tabBar = tabBar;
    if (screen !== undefined) merged.screen = screen;
    if (parent !== undefined) merged.parent = parent;
  }
  return merged;
}

export function useRouteHandle(): RouteHandle {
  return mergeRouteHandles(useMatches().map((match) => match.handle));
}
