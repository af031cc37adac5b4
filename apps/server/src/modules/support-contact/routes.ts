import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { getSetting, setSetting } from '../settings/service.ts';

/**
 * The platform's support contact: public (people who cannot sign in need it most), edited
 * by operators in the console's settings, stored as a setting.
 */
export default async function supportContactRoutes(app: FastifyInstance) {
  registerCall(app, calls.getSupportContact, ({ ctx }) => getSetting(ctx.database.db, 'supportContact'));

  registerCall(app, calls.consoleSupportContactGet, ({ ctx }) =>
    getSetting(ctx.database.db, 'supportContact'),
  );

  registerCall(app, calls.consoleSupportContactUpdate, async ({ input, ctx }) => {
    // Empty notes are dropped: "no note" has one spelling.
    const notes = Object.fromEntries(Object.entries(input.notes).filter(([, text]) => text));
    await setSetting(ctx.database.db, 'supportContact', { ...input, notes });
    return null;
  });
}
