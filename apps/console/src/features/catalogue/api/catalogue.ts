import {
  type CallInput,
  type CallOutput,
  calls,
  DEFAULT_LANGUAGE,
  type Language,
} from '@shopkeeper/contract';
import { keysetQuery, useKeysetList } from '@shopkeeper/front-kit/keyset-list';
import type { UploadProgress } from '@shopkeeper/front-kit/upload-progress';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, sendWithProgress } from '../../../lib/api-client.ts';

export type GoodsType = CallOutput<typeof calls.consoleGoodsTypeList>['items'][number];
export type GoodsTypeFields = Omit<CallInput<typeof calls.consoleGoodsTypeAdd>, never>;
export type GoodsRow = CallOutput<typeof calls.consoleGoodsList>['items'][number];
export type Goods = CallOutput<typeof calls.consoleGoodsDetail>;
export type GoodsFields = CallInput<typeof calls.consoleGoodsAdd>['items'][number];
export interface GoodsFilters {
  typeId?: number;
  keyword?: string;
}

const TYPES_KEY = ['console-goods-types'] as const;
const GOODS_KEY = ['console-goods'] as const;
const PAGE_SIZE = 20;

/** A type's name in the language on screen, else in English. */
export const typeName = (type: GoodsType, lang: Language) =>
  type.names[lang] ?? type.names[DEFAULT_LANGUAGE] ?? `#${type.id}`;

/** Every goods type, in the apps' order. */
export function useGoodsTypes() {
  return useQuery({ queryKey: TYPES_KEY, queryFn: () => api.send(calls.consoleGoodsTypeList, {}) });
}

/**
 * Adds or changes a goods type. Refusals the dialog places under a field (a missing
 * language, a bad value) are sent quietly; the dialog shows the rest above its fields.
 */
export function useSaveGoodsType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: number | null; fields: GoodsTypeFields }) =>
      id === null
        ? api.send(calls.consoleGoodsTypeAdd, fields, { quiet: true })
        : api.send(calls.consoleGoodsTypeUpdate, { id, ...fields }, { quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TYPES_KEY }),
  });
}

/** Warehouse goods newest first, by type and keyword, a page at a time. */
export function useGoodsList(filters: GoodsFilters) {
  return useKeysetList(
    keysetQuery([...GOODS_KEY, 'list', filters], (page) =>
      api.send(calls.consoleGoodsList, { limit: PAGE_SIZE, ...filters, ...page }),
    ),
  );
}

/** One goods with its texts in every language, for the form. */
export function useGoodsDetail(id: number | null) {
  return useQuery({
    queryKey: [...GOODS_KEY, 'detail', id],
    queryFn: () => api.send(calls.consoleGoodsDetail, { id: id! }),
    enabled: id !== null,
  });
}

/**
 * What a save answers: the goods, and after a change how many merchants' showcase items now sit
 * below the cost (buyers cannot order them until their merchants raise the price).
 */
export type SavedGoods = Goods & { belowCostItems?: number };

/** Adds goods or changes them; the list and the types' goods counts are read again. */
export function useSaveGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, fields }: { id: number | null; fields: GoodsFields }): Promise<SavedGoods> =>
      id === null
        ? (await api.send(calls.consoleGoodsAdd, { items: [fields] }, { quiet: true })).items[0]!
        : api.send(calls.consoleGoodsUpdate, { id, ...fields }, { quiet: true }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: GOODS_KEY }),
        queryClient.invalidateQueries({ queryKey: TYPES_KEY }),
      ]),
  });
}

/** Stores a goods picture (public), reporting how much has been sent; the form shows a refusal. */
export function uploadGoodsImage(file: File, onProgress: UploadProgress) {
  return sendWithProgress(
    calls.upload,
    { kind: 'goods_image' },
    { files: { file }, quiet: true, onProgress },
  );
}
