import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { changeCreditRule, listCreditRules } from '../../use-cases/console-credit-rules.ts';

/** The console's credit rules: the list, and a change to one (audited). */
export default async function consoleCreditRoutes(app: FastifyInstance) {
  registerCall(app, calls.consoleCreditRuleList, ({ ctx }) => listCreditRules(ctx.database.db));
  registerCall(app, calls.consoleCreditRuleUpdate, ({ ctx, user, input }) =>
    changeCreditRule(ctx, user.id, input),
  );
}
