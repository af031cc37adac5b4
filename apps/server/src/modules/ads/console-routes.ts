import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { addAdPackage } from '../../use-cases/add-ad-package.ts';
import { consoleBoosts } from '../../use-cases/console-boosts.ts';
import { editAdPackage } from '../../use-cases/edit-ad-package.ts';
import { consolePackages } from './service.ts';

/** The operator console's promotions: ad packages (changes audited) and every boost bought. */
export default async function consoleAdRoutes(app: FastifyInstance) {
  registerCall(app, calls.consoleAdPackageList, ({ ctx }) => consolePackages(ctx.database.db));
  registerCall(app, calls.consoleAdPackageAdd, ({ ctx, user, input }) => addAdPackage(ctx, user.id, input));
  registerCall(app, calls.consoleAdPackageUpdate, ({ ctx, user, input: { id, ...fields } }) =>
    editAdPackage(ctx, user.id, id, fields),
  );
  registerCall(app, calls.consoleBoostList, ({ ctx, request, input }) =>
    consoleBoosts(ctx.database.db, input, request.lang),
  );
}
