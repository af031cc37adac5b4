import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { listReceivingAccounts } from '../receiving-accounts/service.ts';
import { addPlatformInviteCodes, listInviteCodes } from './invite-codes.ts';
import { createResetLink } from './password-reset.ts';
import { liftRestriction, setRestriction } from './restrictions.ts';
import { requireMerchant } from './service.ts';
import { listUsers, userDetail } from './user-directory.ts';

/** The console's Users section (/console/v1/users/<action>) and platform invite codes; operators only. */
export default async function consoleUserRoutes(app: FastifyInstance) {
  registerCall(app, calls.consoleUsersList, ({ input, ctx }) => listUsers(ctx.database.db, input));
  registerCall(app, calls.consoleUsersDetail, ({ input, ctx }) => userDetail(ctx.database.db, input.userId));

  registerCall(app, calls.consoleUsersDisable, ({ input, user, ctx }) =>
    setRestriction(ctx, user.id, input.userId, 'disabled', input.reason),
  );
  registerCall(app, calls.consoleUsersEnable, ({ input, user, ctx }) =>
    liftRestriction(ctx, user.id, input.userId, 'disabled'),
  );
  registerCall(app, calls.consoleUsersForbidWithdrawal, ({ input, user, ctx }) =>
    setRestriction(ctx, user.id, input.userId, 'withdrawalForbidden', input.reason),
  );
  registerCall(app, calls.consoleUsersAllowWithdrawal, ({ input, user, ctx }) =>
    liftRestriction(ctx, user.id, input.userId, 'withdrawalForbidden'),
  );
  registerCall(app, calls.consoleUsersFreezeWallet, ({ input, user, ctx }) =>
    setRestriction(ctx, user.id, input.userId, 'walletFrozen', input.reason),
  );
  registerCall(app, calls.consoleUsersUnfreezeWallet, ({ input, user, ctx }) =>
    liftRestriction(ctx, user.id, input.userId, 'walletFrozen'),
  );
  registerCall(app, calls.consoleUsersResetLink, ({ input, user, ctx }) =>
    createResetLink(ctx, user.id, input.userId),
  );

  // A merchant's receiving accounts, read through their module; 404 for an unknown account.
  registerCall(app, calls.consoleUsersAccounts, async ({ input, ctx }) => {
    await requireMerchant(ctx.database.db, input.userId);
    return { items: await listReceivingAccounts(ctx.database.db, input.userId) };
  });

  registerCall(app, calls.consoleInviteAdd, ({ input, user, ctx }) =>
    addPlatformInviteCodes(ctx.database, user.id, input),
  );
  registerCall(app, calls.consoleInviteList, ({ input, ctx }) => listInviteCodes(ctx.database.db, input));
}
