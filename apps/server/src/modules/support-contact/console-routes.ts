import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { readSupportContact, updateSupportContact } from '../../use-cases/support-contact.ts';

/** The support contact in the console's settings: read and changed, each change audited. */
export default async function consoleSupportContactRoutes(app: FastifyInstance) {
  registerCall(app, calls.consoleSupportContactGet, ({ ctx }) => readSupportContact(ctx.database.db));
  registerCall(app, calls.consoleSupportContactUpdate, ({ input, user, ctx }) =>
    updateSupportContact(ctx, user.id, input),
  );
}
