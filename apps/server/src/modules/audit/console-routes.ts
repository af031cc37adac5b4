import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { listAuditLog } from '../../use-cases/list-audit.ts';

/** The console's audit log: who did what, on whom, when and why. Read only. */
export default async function consoleAuditRoutes(app: FastifyInstance) {
  registerCall(app, calls.consoleAuditList, ({ ctx, input }) => listAuditLog(ctx.database.db, input));
}
