import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { approveIdentity, identityOf, listIdentities, rejectIdentity, submitIdentity } from './service.ts';

/** Identity verification (issue 7): the merchant's status and submission; the console's review. */
export default async function identityRoutes(app: FastifyInstance) {
  registerCall(app, calls.perInfo, ({ ctx, user }) => identityOf(ctx.database.db, user.id));
  registerCall(app, calls.perIdentUpload, (args) => submitIdentity(args));

  registerCall(app, calls.consoleIdentityList, ({ ctx, input }) => listIdentities(ctx.database.db, input));
  registerCall(app, calls.consoleIdentityApprove, ({ ctx, user, input }) =>
    approveIdentity(ctx, user.id, input.id),
  );
  registerCall(app, calls.consoleIdentityReject, ({ ctx, user, input }) =>
    rejectIdentity(ctx, user.id, input),
  );
}
