import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { submitIdentity } from '../../use-cases/submit-identity.ts';
import { identityOf } from './service.ts';

/** A merchant's identity: their status, and a submission. */
export default async function identityRoutes(app: FastifyInstance) {
  registerCall(app, calls.perInfo, ({ ctx, user }) => identityOf(ctx.database.db, user.id));
  registerCall(app, calls.identitySubmit, ({ ctx, user, input, files }) =>
    submitIdentity(ctx, { userId: user.id, input, photos: files }),
  );
}
