import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { calls } from '../../../lib/calls.ts';

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
}

/** POST /v1/user/update_password (421 when the current password is wrong, toasted by the client). */
export function useUpdatePassword(onChanged: () => void) {
  return useMutation({
    mutationFn: (change: PasswordChange) => api.send(calls.updatePassword, change),
    onSuccess: onChanged,
  });
}
