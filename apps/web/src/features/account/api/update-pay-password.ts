import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { meQuery } from '../../../lib/auth.ts';
import { calls } from '../../../lib/calls.ts';

export interface PayPasswordChange {
  oldPayPassword?: string;
  payPassword: string;
}

/**
 * POST /v1/user/update_pay_password; a refusal (443 wrong current PIN, the lock) is the
 * form's to show. The profile says whether a PIN is set, so it is fetched again.
 */
export function useUpdatePayPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PayPasswordChange) => api.send(calls.updatePayPassword, change, { quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
  });
}
