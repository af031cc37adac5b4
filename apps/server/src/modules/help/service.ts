import { DEFAULT_LANGUAGE, type Language, type schemas } from '@shopkeeper/contract';
import type { z } from 'zod';
import { type Executor, escapeLike, type Trx } from '../../db/index.ts';
import type { HelpArticlesTable } from '../../db/schema.ts';
import { ErrorCode, fail, invalidField } from '../../lib/app-error.ts';
import { iso } from '../../lib/iso.ts';
import { afterCursor, DEFAULT_PAGE_SIZE, keysetPage } from '../../lib/keyset.ts';
import { plainText, sanitizeArticle } from './sanitize.ts';

/**
 * The help centre (0039, docs/product.md#help-centre): articles by category, one text per
 * language, read in the reader's language or in English. Bodies are sanitised on the way in,
 * so every reader gets the same safe HTML.
 */

type Category = HelpArticlesTable['category'];
type ConsoleQaArticle = z.infer<typeof schemas.consoleQaArticle>;
type QaText = z.infer<typeof schemas.qaText>;

const SUMMARY_LENGTH = 140;

const summaryOf = (plain: string) =>
  plain.length <= SUMMARY_LENGTH ? plain : `${plain.slice(0, SUMMARY_LENGTH).trimEnd()}…`;

/** Articles with their text in `lang`, or English when not written in it. */
function readable(db: Executor, lang: Language) {
  return db
    .selectFrom('help_articles as a')
    .leftJoin('help_article_texts as t', (join) =>
      join.onRef('t.article_id', '=', 'a.id').on('t.lang', '=', lang),
    )
    .leftJoin('help_article_texts as e', (join) =>
      join.onRef('e.article_id', '=', 'a.id').on('e.lang', '=', DEFAULT_LANGUAGE),
    )
    .where((eb) => eb.or([eb('t.article_id', 'is not', null), eb('e.article_id', 'is not', null)]))
    .select((eb) => [
      'a.id',
      'a.category',
      'a.updated_at',
      eb.fn.coalesce('t.title', 'e.title').as('title'),
      eb.fn.coalesce('t.plain', 'e.plain').as('plain'),
      eb.fn.coalesce('t.body', 'e.body').as('body'),
      eb.fn.coalesce('t.lang', 'e.lang').as('lang'),
    ]);
}

/** A page of articles for a reader, by category and words, in their order (oldest first). */
export async function readerArticles(
  db: Executor,
  lang: Language,
  query: { cursor?: string; limit?: number; category?: Category; q?: string },
) {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  let q = readable(db, lang)
    .orderBy('a.id')
    .limit(limit + 1);
  if (query.category) q = q.where('a.category', '=', query.category);
  const words = query.q?.trim().toLowerCase();
  if (words) {
    const pattern = `%${escapeLike(words)}%`;
    q = q.where((eb) =>
      eb.or([
        eb.and([eb('t.article_id', 'is not', null), eb('t.search', 'like', pattern)]),
        eb.and([eb('t.article_id', 'is', null), eb('e.search', 'like', pattern)]),
      ]),
    );
  }
  const after = afterCursor(query.cursor);
  if (after !== undefined) q = q.where('a.id', '>', after);
  const rows = (await q.execute()).map((row) => ({
    id: Number(row.id),
    category: row.category,
    title: row.title ?? '',
    summary: summaryOf(row.plain ?? ''),
    language: (row.lang ?? DEFAULT_LANGUAGE) as Language,
    updatedAt: iso(row.updated_at),
  }));
  return keysetPage(rows, limit);
}

/** One article for a reader; 404 when there is none. */
export async function readerArticle(db: Executor, lang: Language, id: number) {
  const row = await readable(db, lang).where('a.id', '=', id).executeTakeFirst();
  if (!row) throw fail(ErrorCode.NOT_FOUND);
  return {
    id: Number(row.id),
    category: row.category,
    title: row.title ?? '',
    summary: summaryOf(row.plain ?? ''),
    language: (row.lang ?? DEFAULT_LANGUAGE) as Language,
    updatedAt: iso(row.updated_at),
    content: row.body ?? '',
  };
}

/** The console's list: each article's English title and the languages it is written in. */
export async function consoleArticles(
  db: Executor,
  query: { cursor?: string; limit?: number; category?: Category },
) {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  let q = db
    .selectFrom('help_articles')
    .selectAll()
    .orderBy('id')
    .limit(limit + 1);
  if (query.category) q = q.where('category', '=', query.category);
  const after = afterCursor(query.cursor);
  if (after !== undefined) q = q.where('id', '>', after);
  const page = keysetPage(
    (await q.execute()).map((row) => ({ ...row, id: Number(row.id) })),
    limit,
  );
  const ids = page.items.map((row) => row.id);
  const texts = ids.length
    ? await db
        .selectFrom('help_article_texts')
        .select(['article_id', 'lang', 'title'])
        .where('article_id', 'in', ids)
        .execute()
    : [];
  return {
    items: page.items.map((row) => {
      const own = texts.filter((text) => Number(text.article_id) === row.id);
      return {
        id: row.id,
        category: row.category,
        title: own.find((text) => text.lang === DEFAULT_LANGUAGE)?.title ?? own[0]?.title ?? '',
        languages: own.map((text) => text.lang).sort(),
        updatedAt: iso(row.updated_at),
      };
    }),
    nextCursor: page.nextCursor,
  };
}

/** One article with every text, for the console's editor; 404 when there is none. */
export async function consoleArticle(db: Executor, id: number): Promise<ConsoleQaArticle> {
  const row = await db.selectFrom('help_articles').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw fail(ErrorCode.NOT_FOUND);
  const texts = await db
    .selectFrom('help_article_texts')
    .select(['lang', 'title', 'body'])
    .where('article_id', '=', id)
    .orderBy('lang')
    .execute();
  return {
    id: Number(row.id),
    category: row.category,
    texts: texts.map((text) => ({ language: text.lang, title: text.title, body: text.body })),
    updatedAt: iso(row.updated_at),
  };
}

/**
 * The texts as they will be stored: bodies sanitised. 405 naming texts for a language given
 * twice, no English (every reader's fallback), or a body that sanitising leaves empty.
 */
function storedTexts(texts: readonly QaText[]) {
  const languages = texts.map((text) => text.language);
  if (new Set(languages).size !== languages.length) throw invalidField('texts', 'invalid');
  if (!languages.includes(DEFAULT_LANGUAGE)) throw invalidField('texts', 'invalid');
  return texts.map((text) => {
    const body = sanitizeArticle(text.body);
    const plain = plainText(body);
    if (!plain) throw invalidField('texts', 'empty');
    return {
      lang: text.language,
      title: text.title,
      body,
      plain,
      search: `${text.title} ${plain}`.toLowerCase(),
    };
  });
}

/**
 * Adds an article (no id) or replaces one's category and texts: its languages become exactly
 * those sent. 404 for an unknown id; nothing written when a text is refused.
 */
export async function saveArticle(
  trx: Trx,
  id: number | undefined,
  fields: { category: Category; texts: readonly QaText[] },
  now: number,
): Promise<number> {
  const texts = storedTexts(fields.texts);
  let articleId = id;
  if (articleId === undefined) {
    const inserted = await trx
      .insertInto('help_articles')
      .values({ category: fields.category, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    articleId = Number(inserted.id);
  } else {
    const updated = await trx
      .updateTable('help_articles')
      .set({ category: fields.category, updated_at: now })
      .where('id', '=', articleId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw fail(ErrorCode.NOT_FOUND);
    await trx.deleteFrom('help_article_texts').where('article_id', '=', articleId).execute();
  }
  const owner = articleId;
  await trx
    .insertInto('help_article_texts')
    .values(texts.map((text) => ({ article_id: owner, ...text })))
    .execute();
  return articleId;
}

/** Deletes an article in every language; 404 for an unknown one. */
export async function deleteArticle(trx: Trx, id: number): Promise<void> {
  await trx.deleteFrom('help_article_texts').where('article_id', '=', id).execute();
  const deleted = await trx.deleteFrom('help_articles').where('id', '=', id).executeTakeFirst();
  if (Number(deleted.numDeletedRows) !== 1) throw fail(ErrorCode.NOT_FOUND);
}
