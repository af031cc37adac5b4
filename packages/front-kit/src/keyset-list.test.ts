import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { type KeysetPage, keysetQuery, replaceRows } from './keyset-list.ts';

const PAGES: Record<string, KeysetPage<number>> = {
  first: { items: [1, 2], nextCursor: 'c2' },
  c2: { items: [3], nextCursor: null },
};

describe('a keyset list', () => {
  it('asks for the first page without a cursor, then follows each page’s next cursor until there is none', async () => {
    const client = new QueryClient();
    const fetchPage = vi.fn(async ({ cursor }: { cursor?: string }) => PAGES[cursor ?? 'first']!);
    const options = keysetQuery(['numbers'], fetchPage);
    const data = await client.fetchInfiniteQuery({ ...options, pages: 3 });
    expect(fetchPage.mock.calls).toEqual([[{}], [{ cursor: 'c2' }]]);
    expect(data.pages.map((page) => page.items)).toEqual([[1, 2], [3]]);
    expect(options.getNextPageParam(PAGES.c2!, [], '', [])).toBeUndefined();
  });

  it('puts a changed row into every cached page under the key, and leaves other lists alone', async () => {
    const client = new QueryClient();
    const fetchPage = async ({ cursor }: { cursor?: string }) => PAGES[cursor ?? 'first']!;
    await client.fetchInfiniteQuery({ ...keysetQuery(['numbers', 'a'], fetchPage), pages: 2 });
    await client.fetchInfiniteQuery({ ...keysetQuery(['other'], fetchPage) });
    replaceRows<number>(client, ['numbers'], (n) => (n === 3 ? 30 : n));
    const rows = (key: string[]) =>
      client.getQueryData<InfiniteData<KeysetPage<number>>>(key)?.pages.map((page) => page.items);
    expect(rows(['numbers', 'a'])).toEqual([[1, 2], [30]]);
    expect(rows(['other'])).toEqual([[1, 2]]);
  });
});
