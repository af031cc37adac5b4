import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { idempotencyKeyOf, registerCall } from '../../plugins/contract-routes.ts';
import { inviteFriend } from '../../use-cases/invite-friend.ts';
import { readInvitations } from '../../use-cases/list-invitations.ts';
import { readProfile } from '../../use-cases/read-profile.ts';
import { signIn } from '../../use-cases/sign-in.ts';
import { signUp } from '../../use-cases/sign-up.ts';
import consoleUserRoutes from './console-routes.ts';
import { resetPassword } from './password-reset.ts';
import { updatePayPassword } from './pay-password.ts';
import { changePassword, updateLanguage } from './service.ts';
import { revokeSession } from './sessions.ts';

export default async function accountRoutes(app: FastifyInstance) {
  const meta = (request: { ip: string; headers: Record<string, unknown> }) => ({
    address: request.ip,
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
  });

  registerCall(app, calls.login, ({ input, ctx, request }) =>
    signIn(ctx, input.username, input.password, meta(request)),
  );

  registerCall(app, calls.inviteCode, ({ input, ctx, request }) => signUp(ctx, input, meta(request)));

  registerCall(app, calls.inviteAdd, ({ input, user, ctx, request }) =>
    inviteFriend(ctx, { userId: user.id, input, idempotencyKey: idempotencyKeyOf(request) }),
  );

  registerCall(app, calls.inviteList, ({ input, user, ctx }) => readInvitations(ctx, user.id, input));

  registerCall(app, calls.getMe, ({ user, ctx }) => readProfile(ctx, user.id));

  registerCall(app, calls.logout, async ({ user, ctx }) => {
    await revokeSession(ctx.database.db, user.sessionId);
    return null;
  });

  registerCall(app, calls.updatePassword, async ({ input, user, ctx, request }) => {
    await changePassword(ctx, user, input, request.ip);
    return null;
  });

  registerCall(app, calls.updatePayPassword, async ({ input, user, ctx }) => {
    await updatePayPassword(ctx.database.db, user.id, input);
    return null;
  });

  registerCall(app, calls.resetPassword, async ({ input, ctx }) => {
    await resetPassword(ctx, input.token, input.newPassword);
    return null;
  });

  await app.register(consoleUserRoutes);

  registerCall(app, calls.updateLang, async ({ input, user, ctx }) => {
    await updateLanguage(ctx.database.db, user.id, input.lang);
    return null;
  });
}
