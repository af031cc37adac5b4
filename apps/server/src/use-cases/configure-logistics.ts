import type { AppContext } from '../context.ts';
import { inTransaction } from '../db/index.ts';
import { recordAudit } from '../modules/audit/service.ts';
import {
  checkNewSteps,
  checkTexts,
  deleteLogisticsStepRow,
  insertLogisticsSteps,
  positionsUnique,
  type StepFields,
  stepsWithTexts,
  updateLogisticsStepRow,
} from '../modules/orders/service.ts';

/**
 * An operator configures the logistics steps a parcel walks (docs/product.md): each write
 * and its audit entry commit together; every check comes before the first write, so a
 * refusal writes nothing.
 */

/** Adds steps, all or none: 434 a position twice in the request, 432 a position taken. */
export async function addLogisticsSteps(ctx: AppContext, input: { operatorId: number; items: StepFields[] }) {
  const { operatorId, items } = input;
  const checked = checkNewSteps(items);
  return positionsUnique('items.0.position', items[0]!.position, () =>
    inTransaction(ctx.database, async (trx) => {
      const added = await insertLogisticsSteps(trx, items, checked);
      for (const { id, detail } of added) {
        await recordAudit(trx, {
          actorId: operatorId,
          action: 'logistics.add',
          target: { type: 'logistics_step', id },
          detail,
        });
      }
      return {
        items: await stepsWithTexts(
          trx,
          added.map((step) => step.id),
        ),
      };
    }),
  );
}

/** Changes a step: 433 unknown, 432 a position another step has. */
export async function updateLogisticsStep(
  ctx: AppContext,
  input: { operatorId: number; id: number; fields: StepFields },
) {
  const { operatorId, id, fields } = input;
  const texts = checkTexts(fields, '');
  return positionsUnique('position', fields.position, () =>
    inTransaction(ctx.database, async (trx) => {
      const detail = await updateLogisticsStepRow(trx, id, fields, texts);
      await recordAudit(trx, {
        actorId: operatorId,
        action: 'logistics.update',
        target: { type: 'logistics_step', id },
        detail,
      });
      return (await stepsWithTexts(trx, [id]))[0]!;
    }),
  );
}

/** Removes a step (433 unknown); parcels that reached it keep what it said. */
export async function deleteLogisticsStep(ctx: AppContext, input: { operatorId: number; id: number }) {
  const { operatorId, id } = input;
  return inTransaction(ctx.database, async (trx) => {
    const detail = await deleteLogisticsStepRow(trx, id);
    await recordAudit(trx, {
      actorId: operatorId,
      action: 'logistics.delete',
      target: { type: 'logistics_step', id },
      detail,
    });
    return { items: await stepsWithTexts(trx) };
  });
}
