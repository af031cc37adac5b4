import type { CallOutput, calls as contract } from '@shopkeeper/contract';
import { keysetQuery, replaceRows, useKeysetList } from '@shopkeeper/front-kit/keyset-list';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { calls } from '../../../lib/calls.ts';

export type GoodsType = CallOutput<typeof contract.goodsTypeList>['items'][number];
type GoodsPage = CallOutput<typeof contract.goodsList>;
export type Goods = GoodsPage['items'][number];

const GOODS_KEY = ['warehouse', 'goods'] as const;
const PAGE_SIZE = 20;

// The screen shows every failure in place (a retry, or the sheet's message): calls are quiet.

/** POST /v1/goods/type_list: the warehouse's types, in the reader's language. */
export const goodsTypesQuery = queryOptions({
  queryKey: ['warehouse', 'types'],
  queryFn: () => api.send(calls.goodsTypeList, {}, { quiet: true }),
});

export const useGoodsTypes = () => useQuery(goodsTypesQuery);

export interface GoodsFilter {
  typeId?: number;
  keyword?: string;
}

/** POST /v1/goods/list for one type and keyword, a page at a time (the server's cursor). */
export const goodsQuery = ({ typeId, keyword }: GoodsFilter) =>
  keysetQuery([...GOODS_KEY, typeId ?? null, keyword ?? ''], (page) =>
    api.send(
      calls.goodsList,
      { ...page, limit: PAGE_SIZE, typeId, keyword: keyword || undefined },
      { quiet: true },
    ),
  );

export const useGoods = (filter: GoodsFilter) => useKeysetList(goodsQuery(filter));

export interface ShowcaseAddRequest {
  goodsId: number;
  /** The selling price, as the API writes it ("12.50"). */
  price: string;
}

/**
 * POST /v1/showcase/add with one item. Every refusal is the price sheet's to show. On success
 * the goods read "in showcase" in every loaded list at once, and the showcase is read again.
 */
export function useShowcaseAdd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ goodsId, price }: ShowcaseAddRequest) =>
      api.send(calls.showcaseAdd, { items: [{ goodsId, price }] }, { quiet: true }),
    onSuccess: (_result, { goodsId }) => {
      replaceRows<Goods>(queryClient, GOODS_KEY, (item) =>
        item.id === goodsId ? { ...item, inShowcase: true } : item,
      );
      return queryClient.invalidateQueries({ queryKey: ['showcase'] });
    },
  });
}
