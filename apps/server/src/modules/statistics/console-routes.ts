import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { consoleStatisticsChecks, recheckStatisticsDay } from '../../use-cases/check-statistics.ts';

/** The console's statistics section: the nightly checks and what they set right, and "check again" (audited). */
export default async function consoleStatisticsRoutes(app: FastifyInstance) {
  registerCall(app, calls.consoleStatisticsChecks, ({ ctx }) => consoleStatisticsChecks(ctx));
  registerCall(app, calls.consoleStatisticsRecheck, ({ ctx, user, input }) =>
    recheckStatisticsDay(ctx, { operatorId: user.id, day: input.day }),
  );
}
