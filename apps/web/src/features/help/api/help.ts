import type { CallOutput, calls as contract, QA_CATEGORIES } from '@shopkeeper/contract';
import { keysetQuery, useKeysetList } from '@shopkeeper/front-kit/keyset-list';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { calls } from '../../../lib/calls.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

export type QaCategory = (typeof QA_CATEGORIES)[number];
export type QaPage = CallOutput<typeof contract.homeQa>;
export type QaEntry = QaPage['items'][number];
export type QaArticle = CallOutput<typeof contract.homeQaDetail>;

const PAGE_SIZE = 20;

/**
 * POST /v1/home/qa, a page at a time, for one category and search (either may be absent).
 * The language is in the key: the server answers in the reader's language.
 */
export const helpArticlesQuery = (filter: { category?: QaCategory; q?: string }) =>
  keysetQuery(['help', 'list', currentLanguage(), filter.category ?? null, filter.q ?? ''], (page) =>
    api.send(
      calls.homeQa,
      {
        ...page,
        limit: PAGE_SIZE,
        ...(filter.category ? { category: filter.category } : {}),
        ...(filter.q ? { q: filter.q } : {}),
      },
      { quiet: true },
    ),
  );

export const useHelpArticles = (filter: { category?: QaCategory; q?: string }) =>
  useKeysetList(helpArticlesQuery(filter));

/** POST /v1/home/qa_detail: one article in the reader's language (English when not written in it). */
export const helpArticleQuery = (id: number) =>
  queryOptions({
    queryKey: ['help', 'article', currentLanguage(), id],
    queryFn: () => api.send(calls.homeQaDetail, { id }, { quiet: true }),
  });

export const useHelpArticle = (id: number) => useQuery(helpArticleQuery(id));
