import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { calls } from '../../../lib/calls.ts';

/** POST /v1/user/reset_password with the one-time link's token; a refusal is the form's to show. */
export function useResetPassword() {
  return useMutation({
    mutationFn: ({ token, newPassword }: { token: string; newPassword: string }) =>
      api.send(calls.resetPassword, { token, newPassword }, { quiet: true }),
  });
}
