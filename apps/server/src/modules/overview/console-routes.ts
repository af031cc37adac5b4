import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { readConsoleDashboard } from '../../use-cases/read-console-dashboard.ts';

/** The console dashboard: every queue's pending count in one call. */
export default async function consoleOverviewRoutes(app: FastifyInstance) {
  registerCall(app, calls.consoleDashboard, ({ ctx }) => readConsoleDashboard(ctx.database.db));
}
