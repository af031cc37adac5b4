import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { issueStreamTicket } from './tickets.ts';

/** The ticket that opens the live stream from a browser; the stream itself is plugins/live-stream.ts. */
export default async function liveRoutes(app: FastifyInstance) {
  registerCall(app, calls.streamTicket, ({ user, ctx }) => issueStreamTicket(ctx.database.db, user));
}
