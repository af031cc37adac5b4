/**
 * The four tabs (docs/product.md#tab-bar), in this order; index 0 is the default. Icons live
 * with the bar itself so that the layout, which needs only this table, stays in the first-load
 * bundle without them.
 */
export const TABS = [
  { name: 'store', path: '/shopCenter', label: 'tabs.store' },
  { name: 'order', path: '/orderList', label: 'tabs.order' },
  { name: 'product', path: '/goodsList', label: 'tabs.product' },
  { name: 'account', path: '/wallet', label: 'tabs.account' },
] as const;

export type TabName = (typeof TABS)[number]['name'];

/** The tab whose section holds this path (`/goodsList/warehouse` belongs to products). */
export function tabIndexForPath(pathname: string): number | undefined {
  const index = TABS.findIndex((tab) => pathname === tab.path || pathname.startsWith(`${tab.path}/`));
  return index === -1 ? undefined : index;
}

/** The bar's height (docs/product.md#tab-bar). */
export const TAB_BAR_HEIGHT = 60;
