import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { addReceivingAccount } from '../../use-cases/add-receiving-account.ts';
import { changeReceivingAccount } from '../../use-cases/edit-receiving-account.ts';
import { listOwnReceivingAccounts } from '../../use-cases/list-receiving-accounts.ts';
import { deleteReceivingAccount } from './service.ts';

/** Receiving accounts: where a merchant's withdrawals are paid, at most five. */
export default async function receivingAccountRoutes(app: FastifyInstance) {
  registerCall(app, calls.bankList, ({ ctx, user }) => listOwnReceivingAccounts(ctx.database.db, user.id));
  registerCall(app, calls.bankAdd, ({ ctx, user, input }) => addReceivingAccount(ctx, user.id, input));
  registerCall(app, calls.bankEdit, ({ ctx, user, input }) => changeReceivingAccount(ctx, user.id, input));
  registerCall(app, calls.bankDel, ({ ctx, user, input }) => deleteReceivingAccount(ctx, user.id, input.id));
}
