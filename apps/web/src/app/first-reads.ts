/**
 * The calls each signed-in screen sends as it opens, named by their queries
 * (docs/decisions/043-early-reads.md). The build runs these queries once against a recorder
 * (app/prerender.tsx) and writes what they send to dist/.vite/early-reads.json; the server's
 * page then starts exactly those calls before the app's script arrives, and the API client
 * adopts the answers (lib/early-reads.ts). A query listed here that the screen does not send
 * costs one wasted read; one the screen sends that is not listed is simply sent later —
 * e2e/early-reads.test.ts checks both against the real screens.
 */
import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { ordersQuery } from '../features/orders/api/orders.ts';
import { payChannelsQuery } from '../features/recharge/api/channels.ts';
import { orderWarningQuery } from '../features/shop-center/api/order-warning.ts';
import { bannersQuery, storeCentreQuery } from '../features/shop-center/api/store-centre.ts';
import { showcaseQuery } from '../features/showcase/api/showcase.ts';
import { homeStatQuery, statLineQuery } from '../features/statistics/api/statistics.ts';
import { flowQuery } from '../features/wallet/api/wallet.ts';
import { goodsQuery, goodsTypesQuery } from '../features/warehouse/api/warehouse.ts';
import { meQuery } from '../lib/auth.ts';
import { walletQuery } from '../lib/wallet-queries.ts';

/** A query's options, plain or endless (the first page is what a screen opens with). */
interface AnyQuery {
  queryKey: QueryKey;
  // biome-ignore lint/suspicious/noExplicitAny: any query's function, whatever it returns
  queryFn?: QueryFunction<any, any, any> | unknown;
  initialPageParam?: unknown;
}

/** Sends the query's first call, as the screen's first render would. */
export function sendFirst(query: AnyQuery): Promise<unknown> {
  const run = query.queryFn as QueryFunction<unknown, QueryKey, unknown>;
  return Promise.resolve(
    run({
      queryKey: query.queryKey,
      pageParam: query.initialPageParam,
      signal: new AbortController().signal,
      meta: undefined,
      direction: 'forward',
      client: undefined as never,
    } as Parameters<typeof run>[0]),
  );
}

/** Route module (as the preload plan names it) → the queries its screen opens with, after /v1/me. */
export const FIRST_READS: Record<string, AnyQuery[]> = {
  // The banners' key names the language; their call does not.
  shopCenter: [storeCentreQuery, bannersQuery(''), orderWarningQuery, homeStatQuery, statLineQuery(7)],
  orderList: [ordersQuery(undefined)],
  goodsList: [showcaseQuery('listed')],
  'goodsList.warehouse': [goodsTypesQuery, goodsQuery({})],
  wallet: [walletQuery, flowQuery()],
  recharge: [payChannelsQuery],
  account: [],
};

/** Every signed-in screen reads the profile on start (docs/product.md#start-and-local-storage). */
export const ON_START: AnyQuery[] = [meQuery];
