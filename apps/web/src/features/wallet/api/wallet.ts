import type { InputOf, OutputOf } from '@shopkeeper/client';
import { keysetQuery, useKeysetList } from '@shopkeeper/front-kit/keyset-list';
import { api } from '../../../lib/api-client.ts';
import { calls } from '../../../lib/calls.ts';

export type Flow = OutputOf<typeof calls.userWalletFlow>['items'][number];
export type FlowType = Flow['type'];
export type Statement = OutputOf<typeof calls.userStatement>;

/** What the flow list is narrowed to: a type and [from, to) in epoch ms. */
export type FlowFilter = Pick<InputOf<typeof calls.userWalletFlow>, 'type' | 'from' | 'to'>;

/** Every flow type, in the order the filter offers them (the record makes the list complete). */
const FLOW_TYPE_ORDER = {
  top_up: 1,
  withdrawal: 2,
  withdrawal_returned: 3,
  order_payment: 4,
  order_refund: 5,
  settlement: 6,
  ad_purchase: 7,
  deposit_hold: 8,
  deposit_return: 9,
} satisfies Record<FlowType, number>;
export const FLOW_TYPES = Object.keys(FLOW_TYPE_ORDER) as FlowType[];

const PAGE_SIZE = 20;

/** Page by page, newest first; a list shows its failure in place. */
export const flowQuery = (filter: FlowFilter = {}) =>
  keysetQuery(['wallet', 'flow', filter], (page) =>
    api.send(calls.userWalletFlow, { ...filter, limit: PAGE_SIZE, ...page }, { quiet: true }),
  );

/** POST /v1/user/wallet_flow with a filter, as an endless list. */
export function useFlow(filter: FlowFilter = {}) {
  return useKeysetList(flowQuery(filter));
}

/** POST /v1/user/statement for [from, to): a download the person asked for, toasted if refused. */
export const fetchStatement = (range: { from: number; to: number }) => api.send(calls.userStatement, range);
