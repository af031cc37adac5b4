import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { calls } from '../../../lib/calls.ts';

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
}

/** POST /v1/user/update_password; a refusal (421 wrong current password…) is the form's to show. */
export function useUpdatePassword() {
  return useMutation({
    mutationFn: (change: PasswordChange) => api.send(calls.updatePassword, change, { quiet: true }),
  });
}
