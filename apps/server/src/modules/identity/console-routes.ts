import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { listConsoleIdentities } from '../../use-cases/console-identities.ts';
import { rejectIdentity, verifyIdentity } from '../../use-cases/decide-identity.ts';

/** The console's identity review: the queue, verify and reject. */
export default async function consoleIdentityRoutes(app: FastifyInstance) {
  registerCall(app, calls.consoleIdentityList, ({ ctx, input }) =>
    listConsoleIdentities(ctx.database.db, input),
  );
  registerCall(app, calls.consoleIdentityApprove, ({ ctx, user, input }) =>
    verifyIdentity(ctx, user.id, input.id),
  );
  registerCall(app, calls.consoleIdentityReject, ({ ctx, user, input }) =>
    rejectIdentity(ctx, user.id, input),
  );
}
