import { invalidField } from './app-error.ts';

/** A list's page size when the caller names none. */
export const DEFAULT_PAGE_SIZE = 20;

/**
 * The id a keyset cursor names: the last id of the page before, written as keysetPage writes
 * it (a positive safe integer, no leading zero). Anything else was not ours to give (405
 * naming `cursor`). No cursor: the first page.
 */
export function afterCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined) return undefined;
  const after = Number(cursor);
  if (!/^[1-9]\d{0,15}$/.test(cursor) || !Number.isSafeInteger(after))
    throw invalidField('cursor', 'invalid');
  return after;
}

/**
 * One page from rows fetched with `limit + 1`: the extra row only says there is more, and the
 * next page starts after the last id shown.
 */
export function keysetPage<T extends { id: number }>(
  rows: readonly T[],
  limit: number,
): { items: T[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  return { items, nextCursor: rows.length > limit ? String(items.at(-1)!.id) : null };
}
