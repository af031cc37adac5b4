import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { addPlatformInviteCodes } from '../../use-cases/add-platform-invite-codes.ts';
import { merchantReceivingAccounts } from '../../use-cases/console-merchant-money.ts';
import { createPasswordResetLink } from '../../use-cases/create-reset-link.ts';
import { liftRestriction, setRestriction } from '../../use-cases/restrict-account.ts';
import { listInviteCodes } from './invite-codes.ts';
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
    createPasswordResetLink(ctx, user.id, input.userId),
  );

  registerCall(app, calls.consoleUsersAccounts, ({ input, ctx }) =>
    merchantReceivingAccounts(ctx.database.db, input.userId),
  );

  registerCall(app, calls.consoleInviteAdd, ({ input, user, ctx }) =>
    addPlatformInviteCodes(ctx, user.id, input),
  );
  registerCall(app, calls.consoleInviteList, ({ input, ctx }) => listInviteCodes(ctx.database.db, input));
}
