import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { readSupportContact } from '../../use-cases/read-support-contact.ts';
import { updateSupportContact } from '../../use-cases/update-support-contact.ts';

/** The console's settings page edits the support contact; every change is audited. */
export function registerConsoleSupportContact(app: FastifyInstance) {
  registerCall(app, calls.consoleSupportContactGet, ({ ctx }) => readSupportContact(ctx.database.db));
  registerCall(app, calls.consoleSupportContactUpdate, ({ ctx, user, input }) =>
    updateSupportContact(ctx, user.id, input),
  );
}
