import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { listFlow, readStatement, readWallet } from './flow.ts';

/** The merchant's wallet: balances, the flow of ledger entries and the statement. */
export default async function walletRoutes(app: FastifyInstance) {
  registerCall(app, calls.userWallet, ({ ctx, user }) => readWallet(ctx.database.db, user.id));
  registerCall(app, calls.userWalletFlow, ({ ctx, user, input }) =>
    listFlow(ctx.database.db, user.id, input),
  );
  registerCall(app, calls.userStatement, ({ ctx, user, input }) =>
    readStatement(ctx.database.db, user.id, input),
  );
}
