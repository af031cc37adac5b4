import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { readSupportContact } from '../../use-cases/read-support-contact.ts';
import { registerConsoleSupportContact } from './console-routes.ts';

/** The platform's support contact: public, since people who cannot sign in need it most. */
export default async function supportContactRoutes(app: FastifyInstance) {
  registerCall(app, calls.getSupportContact, ({ ctx }) => readSupportContact(ctx.database.db));
  registerConsoleSupportContact(app);
}
