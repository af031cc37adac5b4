import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { readBusinessSettings, updateBusinessSettings } from './business.ts';

/** The console's business settings (minimums, upload size, registration); each change audited. */
export default async function settingsRoutes(app: FastifyInstance) {
  registerCall(app, calls.consoleSettingsGet, ({ ctx }) => readBusinessSettings(ctx.database.db));
  registerCall(app, calls.consoleSettingsUpdate, ({ ctx, user, input }) =>
    updateBusinessSettings(ctx.database, user.id, input),
  );
}
