import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { broadcastNotification, listBroadcasts } from '../../use-cases/broadcast-notification.ts';

/** Operators' broadcasts to merchants. */
export default async function consoleNotificationRoutes(app: FastifyInstance) {
  registerCall(app, calls.consoleNotifyBroadcast, ({ ctx, user, input }) =>
    broadcastNotification(ctx, user.id, input),
  );
  registerCall(app, calls.consoleNotifyBroadcasts, ({ ctx, input }) => listBroadcasts(ctx, input));
}
