import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import {
  approveTierUpgrade,
  listConsoleTierUpgrades,
  rejectTierUpgrade,
} from '../../use-cases/decide-tier-upgrade.ts';

/** The console's tier upgrades: the queue, approve and reject. */
export default async function consoleTierUpgradeRoutes(app: FastifyInstance) {
  registerCall(app, calls.consoleUpgradeList, ({ ctx, input }) =>
    listConsoleTierUpgrades(ctx.database.db, input),
  );
  registerCall(app, calls.consoleUpgradeApprove, ({ ctx, user, input }) =>
    approveTierUpgrade(ctx, user.id, input),
  );
  registerCall(app, calls.consoleUpgradeReject, ({ ctx, user, input }) =>
    rejectTierUpgrade(ctx, user.id, input),
  );
}
