import { LANGUAGES, type Language, type schemas } from '@shopkeeper/contract';
import type { z } from 'zod';
import { type Executor, isUniqueViolation, type Trx } from '../../db/index.ts';
import { ErrorCode, fail } from '../../lib/app-error.ts';

/**
 * The operator console's logistics configuration: the steps a parcel walks, their positions,
 * the sandbox carrier's waits and their texts in every language. Every check comes before the
 * first write, so a refusal writes nothing. Each write returns what its audit entry says;
 * use-cases/configure-logistics.ts commits the two together.
 */

type LogisticsStepConfig = z.infer<typeof schemas.logisticsStepConfig>;

export interface StepFields {
  position: number;
  afterMinutes: number;
  texts: { lang: Language; text: string }[];
}

/** The steps in position order with their texts in every language (only `ids` when given). */
export async function stepsWithTexts(db: Executor, ids?: readonly number[]): Promise<LogisticsStepConfig[]> {
  let q = db.selectFrom('logistics_steps').select(['id', 'position', 'after_minutes']).orderBy('position');
  if (ids) q = q.where('id', 'in', [...ids]);
  const steps = await q.execute();
  if (steps.length === 0) return [];
  const texts = await db
    .selectFrom('logistics_step_texts')
    .select(['step_id', 'lang', 'text'])
    .where(
      'step_id',
      'in',
      steps.map((s) => s.id),
    )
    .execute();
  const byStep = new Map<number, Partial<Record<Language, string>>>();
  for (const t of texts) {
    const all = byStep.get(t.step_id) ?? {};
    all[t.lang as Language] = t.text;
    byStep.set(t.step_id, all);
  }
  return steps.map((s) => ({
    id: s.id,
    position: s.position,
    afterMinutes: s.after_minutes,
    texts: byStep.get(s.id) ?? {},
  }));
}

export async function consoleLogisticsSteps(db: Executor) {
  return { items: await stepsWithTexts(db) };
}

/**
 * A step's texts checked: 435 a language given twice, then 403 naming the first of the ten
 * missing (`data.lang`). `at` prefixes the field of an item in a batch (`items.2.`).
 */
export function checkTexts(fields: StepFields, at: string): Record<Language, string> {
  const texts: Partial<Record<Language, string>> = {};
  for (const { lang, text } of fields.texts) {
    if (texts[lang] !== undefined)
      throw fail(ErrorCode.LOGISTICS_STEP_LANGUAGE_DUPLICATED, { data: { field: `${at}texts`, lang } });
    texts[lang] = text;
  }
  const missing = LANGUAGES.find((lang) => texts[lang] === undefined);
  if (missing)
    throw fail(ErrorCode.PARAMETER_MISSING, {
      field: 'text',
      variant: 'required',
      data: { field: `${at}texts`, variant: 'required', lang: missing },
    });
  return texts as Record<Language, string>;
}

async function writeTexts(trx: Trx, stepId: number, texts: Record<Language, string>) {
  await trx.deleteFrom('logistics_step_texts').where('step_id', '=', stepId).execute();
  await trx
    .insertInto('logistics_step_texts')
    .values(LANGUAGES.map((lang) => ({ step_id: stepId, lang, text: texts[lang] })))
    .execute();
}

const positionTaken = (field: string, position: number) =>
  fail(ErrorCode.LOGISTICS_EXISTS, { data: { field, position } });

/** Two writers taking one position at once: the database's unique index tells the second (432). */
export async function positionsUnique<T>(
  field: string,
  position: number,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw positionTaken(field, position);
    throw error;
  }
}

/** New steps checked before any write: 434 a position twice in the request, then their texts. */
export function checkNewSteps(items: readonly StepFields[]): Record<Language, string>[] {
  const seen = new Set<number>();
  for (const [i, item] of items.entries()) {
    if (seen.has(item.position))
      throw fail(ErrorCode.LOGISTICS_STEP_DUPLICATED, {
        data: { field: `items.${i}.position`, position: item.position },
      });
    seen.add(item.position);
  }
  return items.map((item, i) => checkTexts(item, `items.${i}.`));
}

/**
 * Adds checked steps in the caller's transaction, all or none (432 a position taken). Returns
 * each new step's id and what its audit entry says.
 */
export async function insertLogisticsSteps(
  trx: Trx,
  items: readonly StepFields[],
  checked: readonly Record<Language, string>[],
): Promise<{ id: number; detail: Record<string, string> }[]> {
  const taken = await trx
    .selectFrom('logistics_steps')
    .select('position')
    .where(
      'position',
      'in',
      items.map((item) => item.position),
    )
    .execute();
  if (taken.length > 0) {
    const i = items.findIndex((item) => taken.some((t) => t.position === item.position));
    throw positionTaken(`items.${i}.position`, items[i]!.position);
  }
  const added: { id: number; detail: Record<string, string> }[] = [];
  for (const [i, item] of items.entries()) {
    const { id } = await trx
      .insertInto('logistics_steps')
      .values({ position: item.position, after_minutes: item.afterMinutes })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeTexts(trx, id, checked[i]!);
    added.push({
      id,
      detail: {
        position: String(item.position),
        afterMinutes: String(item.afterMinutes),
        text: checked[i]!.en,
      },
    });
  }
  return added;
}

/**
 * Changes a step in the caller's transaction: 433 unknown, 432 a position another step has.
 * Returns what changed, for the audit entry.
 */
export async function updateLogisticsStepRow(
  trx: Trx,
  id: number,
  fields: StepFields,
  texts: Record<Language, string>,
): Promise<Record<string, string>> {
  const [before] = await stepsWithTexts(trx, [id]);
  if (!before) throw fail(ErrorCode.LOGISTICS_MISSING, { data: { field: 'id' } });
  const other = await trx
    .selectFrom('logistics_steps')
    .select('id')
    .where('position', '=', fields.position)
    .where('id', '!=', id)
    .executeTakeFirst();
  if (other) throw positionTaken('position', fields.position);
  await trx
    .updateTable('logistics_steps')
    .set({ position: fields.position, after_minutes: fields.afterMinutes })
    .where('id', '=', id)
    .execute();
  await writeTexts(trx, id, texts);
  const detail: Record<string, string> = { text: texts.en };
  if (before.position !== fields.position) detail.position = `${before.position} → ${fields.position}`;
  if (before.afterMinutes !== fields.afterMinutes)
    detail.afterMinutes = `${before.afterMinutes} → ${fields.afterMinutes}`;
  const changed = LANGUAGES.filter((lang) => before.texts[lang] !== texts[lang]);
  if (changed.length > 0) detail.texts = changed.join(', ');
  return detail;
}

/**
 * Removes a step in the caller's transaction (433 unknown). Parcels that reached it keep what
 * it said: its text in the buyer's language (else English) becomes that step's own note.
 * Returns what the audit entry says.
 */
export async function deleteLogisticsStepRow(trx: Trx, id: number): Promise<Record<string, string>> {
  const [step] = await stepsWithTexts(trx, [id]);
  if (!step) throw fail(ErrorCode.LOGISTICS_MISSING, { data: { field: 'id' } });
  const reached = await trx
    .selectFrom('order_tracking')
    .innerJoin('orders', 'orders.id', 'order_tracking.order_id')
    .select(['order_tracking.id', 'orders.buyer_lang'])
    .where('order_tracking.step_id', '=', id)
    .where('order_tracking.note', 'is', null)
    .execute();
  for (const lang of new Set(reached.map((r) => r.buyer_lang))) {
    const text = step.texts[lang as Language] ?? step.texts.en ?? '';
    const rows = reached.filter((r) => r.buyer_lang === lang).map((r) => r.id);
    await trx.updateTable('order_tracking').set({ note: text }).where('id', 'in', rows).execute();
  }
  await trx.updateTable('order_tracking').set({ step_id: null }).where('step_id', '=', id).execute();
  await trx.deleteFrom('logistics_step_texts').where('step_id', '=', id).execute();
  await trx.deleteFrom('logistics_steps').where('id', '=', id).execute();
  return { position: String(step.position), text: step.texts.en ?? '' };
}
