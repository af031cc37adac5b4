import { fromCents, LANGUAGES, type Language, type schemas, toCents } from '@shopkeeper/contract';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Executor, Trx } from '../../db/index.ts';
import type { AdPackagesTable } from '../../db/schema.ts';
import { ErrorCode, fail, invalidField } from '../../lib/app-error.ts';
import { iso } from '../../lib/iso.ts';
import { pickTexts, readingOrder } from '../../lib/texts-by-language.ts';

type AdPackage = z.infer<typeof schemas.adPackage>;
type ConsoleAdPackage = z.infer<typeof schemas.consoleAdPackage>;
type Text = { name: string; description: string };

/** What an operator writes for a package (docs/product.md#promotions). */
export interface PackageFields {
  texts: Partial<Record<Language, Text>>;
  price: string;
  hours: number;
  active: boolean;
  sortOrder: number;
}

/** An active package the merchant can buy, in the reader's language; undefined if unknown or inactive. */
export interface PackageOnSale {
  id: number;
  name: string;
  priceCents: number;
  hours: number;
}

async function textsOf(db: Executor, ids: readonly number[], lang: Language) {
  if (ids.length === 0) return new Map<number, Text>();
  const rows = await db
    .selectFrom('ad_package_texts')
    .select(['package_id', 'lang', 'name', 'description'])
    .where('package_id', 'in', [...ids])
    .where('lang', 'in', readingOrder(lang))
    .execute();
  return pickTexts(rows, (row) => Number(row.package_id), lang);
}

/** The active packages in their order, as a merchant reads them (reader's language, else English). */
export async function packagesOnSale(db: Executor, lang: Language): Promise<AdPackage[]> {
  const rows = await db
    .selectFrom('ad_packages')
    .select(['id', 'price_cents', 'hours'])
    .where('active', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const texts = await textsOf(
    db,
    rows.map((row) => row.id),
    lang,
  );
  return rows.map((row) => ({
    id: row.id,
    name: texts.get(row.id)?.name ?? '',
    description: texts.get(row.id)?.description ?? '',
    price: fromCents(Number(row.price_cents)),
    hours: row.hours,
  }));
}

export async function packageOnSale(
  db: Executor,
  packageId: number,
  lang: Language,
): Promise<PackageOnSale | undefined> {
  const row = await db
    .selectFrom('ad_packages')
    .select(['id', 'price_cents', 'hours'])
    .where('id', '=', packageId)
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!row) return undefined;
  const texts = await textsOf(db, [row.id], lang);
  return {
    id: row.id,
    name: texts.get(row.id)?.name ?? '',
    priceCents: Number(row.price_cents),
    hours: row.hours,
  };
}

/** Package names by id in the reader's language, for lists of boosts. */
export async function packageNames(db: Executor, ids: readonly number[], lang: Language) {
  const texts = await textsOf(db, [...new Set(ids)], lang);
  return new Map([...texts].map(([id, text]) => [id, text.name]));
}

/** Every package with all its texts, for the console. */
export async function consolePackages(db: Executor): Promise<{ items: ConsoleAdPackage[] }> {
  const rows = await db.selectFrom('ad_packages').selectAll().orderBy('sort_order').orderBy('id').execute();
  return { items: await consoleShapes(db, rows) };
}

async function consolePackage(db: Executor, id: number): Promise<ConsoleAdPackage> {
  const rows = await db.selectFrom('ad_packages').selectAll().where('id', '=', id).execute();
  const [found] = await consoleShapes(db, rows);
  if (!found) throw fail(ErrorCode.NOT_FOUND);
  return found;
}

async function consoleShapes(
  db: Executor,
  rows: readonly Selectable<AdPackagesTable>[],
): Promise<ConsoleAdPackage[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [texts, counts] = await Promise.all([
    db
      .selectFrom('ad_package_texts')
      .select(['package_id', 'lang', 'name', 'description'])
      .where('package_id', 'in', ids)
      .execute(),
    db
      .selectFrom('ad_boosts')
      .select((eb) => ['package_id', eb.fn.countAll<number>().as('count')])
      .where('package_id', 'in', ids)
      .groupBy('package_id')
      .execute(),
  ]);
  const boughtBy = new Map(counts.map((row) => [Number(row.package_id), Number(row.count)]));
  return rows.map((row) => ({
    id: row.id,
    texts: Object.fromEntries(
      texts
        .filter((text) => Number(text.package_id) === row.id)
        .map((text) => [text.lang, { name: text.name, description: text.description }]),
    ),
    price: fromCents(Number(row.price_cents)),
    hours: row.hours,
    active: row.active === 1,
    sortOrder: row.sort_order,
    boostCount: boughtBy.get(row.id) ?? 0,
    createdAt: iso(Number(row.created_at)),
    updatedAt: iso(Number(row.updated_at)),
  }));
}

/** A package's texts need English, which every other language falls back to (403 naming it). */
function checkedTexts(texts: PackageFields['texts']): [Language, Text][] {
  if (!texts.en) throw invalidField('texts.en.name', 'required');
  return LANGUAGES.flatMap((lang) => {
    const text = texts[lang];
    return text ? [[lang, text] as [Language, Text]] : [];
  });
}

/** What an audit entry keeps of a package's change. */
function auditDetail(fields: PackageFields): Record<string, string> {
  return {
    name: fields.texts.en?.name ?? '',
    price: fields.price,
    hours: String(fields.hours),
    active: String(fields.active),
    languages: Object.keys(fields.texts).sort().join(','),
  };
}

async function writeTexts(trx: Trx, packageId: number, texts: [Language, Text][]) {
  await trx.deleteFrom('ad_package_texts').where('package_id', '=', packageId).execute();
  await trx
    .insertInto('ad_package_texts')
    .values(texts.map(([lang, text]) => ({ package_id: packageId, lang, ...text })))
    .execute();
}

/** A new package, in the caller's transaction; returns it and what the audit entry keeps. */
export async function insertPackage(trx: Trx, fields: PackageFields, now = Date.now()) {
  const texts = checkedTexts(fields.texts);
  const { id } = await trx
    .insertInto('ad_packages')
    .values({
      price_cents: toCents(fields.price),
      hours: fields.hours,
      active: fields.active ? 1 : 0,
      sort_order: fields.sortOrder,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeTexts(trx, id, texts);
  return { item: await consolePackage(trx, id), detail: auditDetail(fields) };
}

/**
 * A package changed, in the caller's transaction (404 if unknown). Its texts are replaced by
 * the ones given. Boosts already bought keep the price and hours they were bought at.
 */
export async function updatePackage(trx: Trx, id: number, fields: PackageFields, now = Date.now()) {
  const texts = checkedTexts(fields.texts);
  const result = await trx
    .updateTable('ad_packages')
    .set({
      price_cents: toCents(fields.price),
      hours: fields.hours,
      active: fields.active ? 1 : 0,
      sort_order: fields.sortOrder,
      updated_at: now,
    })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw fail(ErrorCode.NOT_FOUND);
  await writeTexts(trx, id, texts);
  return { item: await consolePackage(trx, id), detail: auditDetail(fields) };
}
