import { calls, fromCents, schemas } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { getSetting } from '../settings/service.ts';
import {
  addReceivingAccount,
  deleteReceivingAccount,
  editReceivingAccount,
  listReceivingAccounts,
} from './service.ts';

/** Receiving accounts (issue 7): where a merchant's withdrawals are paid, at most five. */
export default async function receivingAccountRoutes(app: FastifyInstance) {
  registerCall(app, calls.bankList, async ({ ctx, user }) => ({
    items: await listReceivingAccounts(ctx.database.db, user.id),
    max: schemas.MAX_RECEIVING_ACCOUNTS,
    minWithdrawal: fromCents(await getSetting(ctx.database.db, 'minWithdrawalCents')),
  }));
  registerCall(app, calls.bankAdd, ({ ctx, user, input }) => addReceivingAccount(ctx, user.id, input));
  registerCall(app, calls.bankEdit, ({ ctx, user, input }) => editReceivingAccount(ctx, user.id, input));
  registerCall(app, calls.bankDel, ({ ctx, user, input }) => deleteReceivingAccount(ctx, user.id, input.id));
}
