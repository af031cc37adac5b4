import { describe, expect, it } from 'vitest';
import { AppError, ErrorCode } from './app-error.ts';
import { afterCursor, keysetPage } from './keyset.ts';

function refusal(cursor: string) {
  try {
    afterCursor(cursor);
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, data: error.options.data };
    throw error;
  }
  throw new Error(`accepted ${cursor}`);
}

describe('keyset cursors', () => {
  it('reads no cursor as the first page, and a cursor as the id it names', () => {
    expect(afterCursor(undefined)).toBeUndefined();
    expect(afterCursor('42')).toBe(42);
    expect(afterCursor('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it.each(['', 'abc', 'x1', '-1', '0', '007', '1.5', '1e3', ' 7', '12345678901234567', '9007199254740992'])(
    'refuses %j as a cursor that was not ours to give (405, naming cursor)',
    (cursor) => {
      expect(refusal(cursor)).toEqual({
        code: ErrorCode.INVALID_PARAMETER,
        data: { field: 'cursor', variant: 'invalid' },
      });
    },
  );
});

describe('keyset pages', () => {
  const rows = (...ids: number[]) => ids.map((id) => ({ id, name: `row ${id}` }));

  it('shows `limit` rows and points the next page after the last one shown', () => {
    expect(keysetPage(rows(9, 7, 4), 2)).toEqual({ items: rows(9, 7), nextCursor: '7' });
  });

  it('says there is no next page when the extra row is not there', () => {
    expect(keysetPage(rows(9, 7), 2)).toEqual({ items: rows(9, 7), nextCursor: null });
    expect(keysetPage(rows(), 2)).toEqual({ items: [], nextCursor: null });
  });
});
