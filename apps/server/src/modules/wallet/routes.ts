import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { requireMerchant } from '../accounts/service.ts';
import { listFlow, readStatement, readWallet } from './flow.ts';

/** The merchant's wallet: balances and the flow of ledger entries (issue 7); the console reads any merchant's. */
export default async function walletRoutes(app: FastifyInstance) {
  registerCall(app, calls.userWallet, ({ ctx, user }) => readWallet(ctx.database.db, user.id));
  registerCall(app, calls.userWalletFlow, ({ ctx, user, input }) =>
    listFlow(ctx.database.db, user.id, input),
  );
  registerCall(app, calls.userStatement, ({ ctx, user, input }) =>
    readStatement(ctx.database.db, user.id, input),
  );

  // An unknown account, or an operator's (no wallet), is 404 rather than a wallet of zeros.
  registerCall(app, calls.consoleUsersWallet, async ({ ctx, input }) => {
    await requireMerchant(ctx.database.db, input.userId);
    return readWallet(ctx.database.db, input.userId);
  });
  registerCall(app, calls.consoleUsersLedger, async ({ ctx, input: { userId, ...query } }) => {
    await requireMerchant(ctx.database.db, userId);
    return listFlow(ctx.database.db, userId, query);
  });
}
