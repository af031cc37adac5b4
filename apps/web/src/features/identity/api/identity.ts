import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendWithProgress } from '../../../lib/api-client.ts';
import { calls } from '../../../lib/calls.ts';
import { identityQuery } from '../../../lib/wallet-queries.ts';

export interface IdentitySubmission {
  realName: string;
  idNo: string;
  front: File;
  back: File;
  qualification?: File;
}

/**
 * POST /v1/per/ident-upload (multipart), reporting how much has been sent; a refusal is the
 * form's to show. The answer is the new status (in review), kept as the query's data.
 */
export function useSubmitIdentity(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ realName, idNo, front, back, qualification }: IdentitySubmission) =>
      sendWithProgress(
        calls.identitySubmit,
        { realName, idNo },
        { files: { front, back, qualification }, onProgress, quiet: true },
      ),
    onSuccess: (identity) => queryClient.setQueryData(identityQuery.queryKey, identity),
  });
}
