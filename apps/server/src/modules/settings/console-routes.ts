import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { updateBusinessSettings } from '../../use-cases/update-business-settings.ts';
import { readBusinessSettings } from './service.ts';

/** The console's business settings (minimums, upload size, registration); each change audited. */
export default async function consoleSettingsRoutes(app: FastifyInstance) {
  registerCall(app, calls.consoleSettingsGet, ({ ctx }) => readBusinessSettings(ctx.database.db));
  registerCall(app, calls.consoleSettingsUpdate, ({ ctx, user, input }) =>
    updateBusinessSettings(ctx, user.id, input),
  );
}
