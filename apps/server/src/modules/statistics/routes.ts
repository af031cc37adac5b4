import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { readHomeStat, readStatLine } from '../../use-cases/read-statistics.ts';

/** The store centre's statistics: the periods' figures and the chart's daily series. */
export default async function statisticsRoutes(app: FastifyInstance) {
  registerCall(app, calls.homeStat, ({ ctx, user }) => readHomeStat(ctx.database.db, user.id));
  registerCall(app, calls.homeStatLine, ({ ctx, user, input }) =>
    readStatLine(ctx.database.db, user.id, input.days ?? 7),
  );
}
