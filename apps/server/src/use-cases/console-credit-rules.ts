import { CREDIT, type CreditTrigger, type schemas } from '@shopkeeper/contract';
import type { z } from 'zod';
import type { AppContext } from '../context.ts';
import { type Executor, inTransaction } from '../db/index.ts';
import { iso } from '../lib/iso.ts';
import { usernamesByIds } from '../modules/accounts/service.ts';
import { recordAudit } from '../modules/audit/service.ts';
import { type CreditRule, creditRule, creditRules, updateCreditRule } from '../modules/credit/service.ts';

type ConsoleCreditRule = z.infer<typeof schemas.creditRule>;

async function withOperators(db: Executor, rules: CreditRule[]): Promise<ConsoleCreditRule[]> {
  const names = await usernamesByIds(
    db,
    rules.flatMap((rule) => (rule.updatedBy === null ? [] : [rule.updatedBy])),
  );
  return rules.map((rule) => ({
    trigger: rule.trigger,
    points: rule.points,
    enabled: rule.enabled,
    updatedAt: iso(rule.updatedAt),
    updatedBy:
      rule.updatedBy === null ? null : { id: rule.updatedBy, username: names.get(rule.updatedBy) ?? '' },
  }));
}

/** The credit rules for the console, with who changed each last. */
export async function listCreditRules(db: Executor) {
  return { items: await withOperators(db, await creditRules(db)), min: CREDIT.min, max: CREDIT.max };
}

/**
 * An operator changes a rule's points or turns it on or off, audited with the values before
 * and after. It applies to orders that complete or are cancelled from now on; past moves stay.
 * A change that changes nothing (a save without an edit) writes nothing, as business
 * settings do: the rule keeps who changed it last, and the audit log only real changes.
 */
export async function changeCreditRule(
  ctx: AppContext,
  operatorId: number,
  input: { trigger: CreditTrigger; points?: number; enabled?: boolean },
  now = Date.now(),
): Promise<ConsoleCreditRule> {
  const after = await inTransaction(ctx.database, async (trx) => {
    const current = await creditRule(trx, input.trigger);
    const unchanged =
      (input.points === undefined || input.points === current.points) &&
      (input.enabled === undefined || input.enabled === current.enabled);
    if (unchanged) return current;
    const { before, after } = await updateCreditRule(trx, { ...input, operatorId, now });
    await recordAudit(trx, {
      actorId: operatorId,
      action: 'credit_rule.update',
      detail: {
        trigger: input.trigger,
        points: before.points === after.points ? String(after.points) : `${before.points} → ${after.points}`,
        enabled:
          before.enabled === after.enabled ? String(after.enabled) : `${before.enabled} → ${after.enabled}`,
      },
      now,
    });
    return after;
  });
  const [rule] = await withOperators(ctx.database.db, [after]);
  return rule!;
}
