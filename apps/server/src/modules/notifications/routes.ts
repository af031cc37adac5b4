import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import {
  checkNotifications,
  listNotifications,
  readNotifications,
} from '../../use-cases/read-notifications.ts';

/** The merchant's notifications: the badge, the list, reading them. */
export default async function notificationRoutes(app: FastifyInstance) {
  registerCall(app, calls.notifyCheck, ({ ctx, user }) => checkNotifications(ctx, user.id));
  registerCall(app, calls.notifyList, ({ ctx, user, input, request }) =>
    listNotifications(ctx, user.id, input, request.lang),
  );
  registerCall(app, calls.notifyRead, ({ ctx, user, input }) => readNotifications(ctx, user.id, input));
}
