import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { readSupportContact } from '../../use-cases/support-contact.ts';

/** The support contact, public: people who cannot sign in need it most. */
export default async function supportContactRoutes(app: FastifyInstance) {
  registerCall(app, calls.getSupportContact, ({ ctx }) => readSupportContact(ctx.database.db));
}
