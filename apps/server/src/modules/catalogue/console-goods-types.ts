import { LANGUAGES, type Language, type schemas } from '@shopkeeper/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import { type Executor, forUpdate, type Trx } from '../../db/index.ts';
import { ErrorCode, fail } from '../../lib/app-error.ts';
import { iso } from '../../lib/iso.ts';
import { changedLanguages } from './changed-languages.ts';

/**
 * The operator console's goods types, written with their names in every language in the
 * caller's transaction; each write says what the audit log records of it. Every check comes
 * before the first write, so a refusal writes nothing.
 */

type ConsoleGoodsType = z.infer<typeof schemas.consoleGoodsType>;

export interface GoodsTypeFields {
  names: Partial<Record<Language, string>>;
  sortOrder: number;
  icon?: string | null;
}

/** Every one of the ten languages needs a name: 429 names the first missing (in LANGUAGES' order). */
function checkTypeNames(names: GoodsTypeFields['names']): void {
  const missing = LANGUAGES.find((lang) => !names[lang]);
  if (missing) throw fail(ErrorCode.GOODS_TYPE_LANGUAGE_NOT_CONFIGURED, { data: { lang: missing } });
}

/** Each type's names by language. */
export async function typeNamesOf(db: Executor, typeIds: readonly number[]) {
  const byType = new Map<number, Partial<Record<Language, string>>>();
  if (typeIds.length === 0) return byType;
  const rows = await db
    .selectFrom('goods_type_names')
    .select(['type_id', 'lang', 'name'])
    .where('type_id', 'in', [...typeIds])
    .execute();
  for (const row of rows) {
    const names = byType.get(row.type_id) ?? {};
    names[row.lang as Language] = row.name;
    byType.set(row.type_id, names);
  }
  return byType;
}

async function goodsTypesById(db: Executor, ids?: readonly number[]): Promise<ConsoleGoodsType[]> {
  let q = db
    .selectFrom('goods_types')
    .select(['id', 'sort_order', 'icon', 'created_at'])
    .orderBy('sort_order')
    .orderBy('id');
  if (ids) q = q.where('id', 'in', [...ids]);
  const types = await q.execute();
  if (types.length === 0) return [];
  const typeIds = types.map((t) => t.id);
  const [names, counts] = await Promise.all([
    typeNamesOf(db, typeIds),
    db
      .selectFrom('goods')
      .select(['type_id', sql<number | string>`count(*)`.as('n')])
      .where('type_id', 'in', typeIds)
      .groupBy('type_id')
      .execute(),
  ]);
  const countOf = new Map(counts.map((c) => [c.type_id, Number(c.n)]));
  return types.map((t) => ({
    id: t.id,
    sortOrder: t.sort_order,
    icon: t.icon,
    names: names.get(t.id) ?? {},
    goodsCount: countOf.get(t.id) ?? 0,
    createdAt: iso(t.created_at),
  }));
}

/** Every goods type with its name per language, in the apps' order. */
export async function consoleGoodsTypes(db: Executor): Promise<{ items: ConsoleGoodsType[] }> {
  return { items: await goodsTypesById(db) };
}

async function writeTypeNames(trx: Trx, typeId: number, names: GoodsTypeFields['names']) {
  await trx.deleteFrom('goods_type_names').where('type_id', '=', typeId).execute();
  await trx
    .insertInto('goods_type_names')
    .values(LANGUAGES.map((lang) => ({ type_id: typeId, lang, name: names[lang]! })))
    .execute();
}

/** What an audit entry says of a change: each changed field's old → new, or the new record's fields. */
export type AuditDetail = Record<string, string>;

/** Adds a goods type named in every language; what the audit log says of it names it in English. */
export async function createGoodsType(
  trx: Trx,
  fields: GoodsTypeFields,
): Promise<{ type: ConsoleGoodsType; detail: AuditDetail }> {
  checkTypeNames(fields.names);
  const { id } = await trx
    .insertInto('goods_types')
    .values({ sort_order: fields.sortOrder, icon: fields.icon ?? null, created_at: Date.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeTypeNames(trx, id, fields.names);
  return {
    type: (await goodsTypesById(trx, [id]))[0]!,
    detail: { name: fields.names.en!, sortOrder: String(fields.sortOrder) },
  };
}

/**
 * Renames or reorders a goods type (428 when there is none); what the audit log says of it
 * names which languages' names changed and the order's old → new.
 */
export async function changeGoodsType(
  trx: Trx,
  id: number,
  fields: GoodsTypeFields,
): Promise<{ type: ConsoleGoodsType; detail: AuditDetail }> {
  checkTypeNames(fields.names);
  const before = await forUpdate(
    trx,
    trx.selectFrom('goods_types').select(['sort_order', 'icon']).where('id', '=', id),
  ).executeTakeFirst();
  if (!before) throw fail(ErrorCode.GOODS_TYPE_NOT_CONFIGURED, { data: { field: 'id' } });
  const beforeNames = (await typeNamesOf(trx, [id])).get(id) ?? {};
  const icon = fields.icon ?? null;
  await trx
    .updateTable('goods_types')
    .set({ sort_order: fields.sortOrder, icon })
    .where('id', '=', id)
    .execute();
  await writeTypeNames(trx, id, fields.names);
  const detail: AuditDetail = { name: fields.names.en! };
  const renamed = changedLanguages(beforeNames, fields.names, (a, b) => a === b);
  if (renamed.length > 0) detail.names = renamed.join(', ');
  if (before.sort_order !== fields.sortOrder) detail.sortOrder = `${before.sort_order} → ${fields.sortOrder}`;
  if (before.icon !== icon) detail.icon = `${before.icon ?? ''} → ${icon ?? ''}`;
  return { type: (await goodsTypesById(trx, [id]))[0]!, detail };
}
