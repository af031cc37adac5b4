import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { listAudit } from './list.ts';

/** The console's audit log (issue 7): who did what, on whom, when and why. Read only. */
export default async function auditRoutes(app: FastifyInstance) {
  registerCall(app, calls.consoleAuditList, ({ ctx, input }) => listAudit(ctx.database.db, input));
}
