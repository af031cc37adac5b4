import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { invalidField } from '../../lib/app-error.ts';
import { registerCall } from '../../plugins/contract-routes.ts';
import {
  checkEndpoint,
  choosePushKinds,
  deviceCount,
  pushKinds,
  removeSubscription,
  saveSubscription,
  vapidKeys,
} from './service.ts';

/** The merchant's push devices and choice of kinds (docs/decisions/041-push.md). */
export default async function pushRoutes(app: FastifyInstance) {
  registerCall(app, calls.pushKey, async ({ ctx }) => ({
    publicKey: (await vapidKeys(ctx.database)).publicKey,
  }));
  registerCall(app, calls.pushSubscribe, async ({ ctx, user, input }) => {
    if (!checkEndpoint(input.endpoint, ctx.config.pushHttpEndpoints))
      throw invalidField('endpoint', 'invalid');
    const devices = await saveSubscription(
      ctx.database.db,
      user.id,
      { endpoint: input.endpoint, p256dh: input.p256dh, auth: input.auth, lang: input.lang },
      Date.now(),
    );
    return { devices };
  });
  registerCall(app, calls.pushUnsubscribe, async ({ ctx, user, input }) => ({
    devices: await removeSubscription(ctx.database.db, user.id, input.endpoint),
  }));
  registerCall(app, calls.pushSettings, async ({ ctx, user, input }) => {
    const { db } = ctx.database;
    if (input.kinds) await choosePushKinds(db, user.id, input.kinds, Date.now());
    return { kinds: await pushKinds(db, user.id), devices: await deviceCount(db, user.id) };
  });
}
