import { type CallInput, type CallOutput, calls, type QA_CATEGORIES } from '@shopkeeper/contract';
import { keysetQuery, useKeysetList } from '@shopkeeper/front-kit/keyset-list';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type QaCategory = (typeof QA_CATEGORIES)[number];
export type QaEntry = CallOutput<typeof calls.consoleQaList>['items'][number];
export type QaArticle = CallOutput<typeof calls.consoleQaGet>;
export type QaSave = CallInput<typeof calls.consoleQaSave>;

const QA_KEY = ['console-qa'] as const;
const PAGE_SIZE = 50;

/** The articles of one category (or all), in their order, a page at a time. */
export const useQaList = (category: QaCategory | 'all') =>
  useKeysetList(
    keysetQuery([...QA_KEY, 'list', category], (page) =>
      api.send(calls.consoleQaList, {
        limit: PAGE_SIZE,
        ...(category === 'all' ? {} : { category }),
        ...page,
      }),
    ),
  );

/** One article with every language's text, for the editor (not fetched for a new one). */
export const useQaArticle = (id: number | null) =>
  useQuery({
    queryKey: [...QA_KEY, 'article', id],
    queryFn: () => api.send(calls.consoleQaGet, { id: id! }),
    enabled: id !== null,
  });

/** Saves an article (sanitised by the server; the editor shows what was kept). Quiet: the editor says why. */
export function useSaveQa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QaSave) => api.send(calls.consoleQaSave, input, { quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QA_KEY }),
  });
}

export function useDeleteQa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.send(calls.consoleQaDelete, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QA_KEY }),
  });
}
