import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { merchantLedger, merchantWallet } from '../../use-cases/console-merchant-money.ts';

/** The console reads any merchant's wallet and ledger. */
export default async function consoleWalletRoutes(app: FastifyInstance) {
  registerCall(app, calls.consoleUsersWallet, ({ ctx, input }) =>
    merchantWallet(ctx.database.db, input.userId),
  );
  registerCall(app, calls.consoleUsersLedger, ({ ctx, input }) => merchantLedger(ctx.database.db, input));
}
