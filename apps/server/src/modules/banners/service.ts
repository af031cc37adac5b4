import type { Language, schemas } from '@shopkeeper/contract';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Trx } from '../../db/index.ts';
import type { BannersTable } from '../../db/schema.ts';
import type { Executor } from '../../db/transactions.ts';
import { ErrorCode, fail, invalidField } from '../../lib/app-error.ts';
import { iso } from '../../lib/iso.ts';

/**
 * The store centre's banners (0031): operators add and change them in the console, merchants
 * see the live ones for their language (docs/product.md#store-centre).
 */

type BannerRow = Selectable<BannersTable>;
export type ConsoleBanner = z.infer<typeof schemas.consoleBanner>;

/** A banner's fields as the console sends them (times in epoch milliseconds). */
export interface BannerFields {
  title: string;
  image: string;
  link: string | null;
  sortOrder: number;
  languages: readonly Language[];
  startsAt: number | null;
  endsAt: number | null;
  active: boolean;
}

const languagesOf = (row: BannerRow): Language[] => JSON.parse(row.languages) as Language[];

function toConsoleBanner(row: BannerRow): ConsoleBanner {
  return {
    id: Number(row.id),
    title: row.title,
    image: row.image,
    link: row.link,
    sortOrder: row.sort_order,
    languages: languagesOf(row),
    startsAt: row.starts_at === null ? null : iso(row.starts_at),
    endsAt: row.ends_at === null ? null : iso(row.ends_at),
    active: row.active === 1,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** Refuses an end that is not after the start (405 naming endsAt): such a banner would never show. */
export function checkBannerTimes(fields: BannerFields): void {
  if (fields.startsAt !== null && fields.endsAt !== null && fields.endsAt <= fields.startsAt)
    throw invalidField('endsAt', 'invalid');
}

const columns = (fields: BannerFields) => ({
  title: fields.title,
  image: fields.image,
  link: fields.link,
  sort_order: fields.sortOrder,
  // Sorted and unique, so one set of languages has one spelling (and one audit text).
  languages: JSON.stringify([...new Set(fields.languages)].sort()),
  starts_at: fields.startsAt,
  ends_at: fields.endsAt,
  active: fields.active ? 1 : 0,
});

const ordered = (db: Executor) => db.selectFrom('banners').selectAll().orderBy('sort_order').orderBy('id');

/**
 * The banners a merchant reading `lang` sees at `now`: active, started, not ended, for their
 * language or for all. Few rows (an operator's handful), so the language is matched here.
 */
export async function liveBanners(db: Executor, lang: Language, now: number) {
  const rows = await ordered(db)
    .where('active', '=', 1)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .execute();
  return rows
    .filter((row) => {
      const languages = languagesOf(row);
      return languages.length === 0 || languages.includes(lang);
    })
    .map((row) => ({
      id: Number(row.id),
      title: row.title,
      image: row.image,
      link: row.link,
      sortOrder: row.sort_order,
    }));
}

/** Every banner, in their order, for the console. */
export async function consoleBanners(db: Executor): Promise<ConsoleBanner[]> {
  return (await ordered(db).execute()).map(toConsoleBanner);
}

async function bannerRow(db: Executor, id: number): Promise<BannerRow> {
  const row = await db.selectFrom('banners').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw fail(ErrorCode.NOT_FOUND);
  return row;
}

export async function insertBanner(trx: Trx, fields: BannerFields, now: number): Promise<ConsoleBanner> {
  const { id } = await trx
    .insertInto('banners')
    .values({ ...columns(fields), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return toConsoleBanner(await bannerRow(trx, Number(id)));
}

/** Changes a banner; the banner before and after, for the audit entry. */
export async function updateBanner(trx: Trx, id: number, fields: BannerFields, now: number) {
  const before = toConsoleBanner(await bannerRow(trx, id));
  await trx
    .updateTable('banners')
    .set({ ...columns(fields), updated_at: now })
    .where('id', '=', id)
    .execute();
  return { before, after: toConsoleBanner(await bannerRow(trx, id)) };
}

/** Deletes a banner; what it was, for the audit entry. */
export async function deleteBanner(trx: Trx, id: number): Promise<ConsoleBanner> {
  const before = toConsoleBanner(await bannerRow(trx, id));
  await trx.deleteFrom('banners').where('id', '=', id).execute();
  return before;
}

const AUDITED = ['title', 'image', 'link', 'sortOrder', 'languages', 'startsAt', 'endsAt', 'active'] as const;

const shown = (value: unknown) =>
  Array.isArray(value) ? value.join(',') || '*' : value === null ? '—' : String(value);

/** A banner as short strings (an added or deleted one), or what changed (old → new), for the audit log. */
export function bannerDetail(
  before: ConsoleBanner | null,
  after: ConsoleBanner | null,
): Record<string, string> {
  const detail: Record<string, string> = {};
  for (const field of AUDITED) {
    const was = before ? shown(before[field]) : null;
    const now = after ? shown(after[field]) : null;
    if (was === now) continue;
    detail[field] = was === null ? (now ?? '') : now === null ? was : `${was} → ${now}`;
  }
  return detail;
}
