import type { UploadProgress } from '@shopkeeper/front-kit/upload-progress';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendWithProgress } from '../../../lib/api-client.ts';
import { calls } from '../../../lib/calls.ts';

export interface TopUpSubmission {
  channelId: number;
  amount: string;
  txHash: string;
  proof: File;
  /** One per attempt the person confirms: a repeat of the same request credits nothing twice. */
  idempotencyKey: string;
}

/**
 * POST /v1/order/channel/pay, multipart with the proof image, reporting upload progress. A
 * refusal is the form's to show (448 on the amount, a seen hash on the hash).
 */
export function useSubmitTopUp(onProgress: UploadProgress) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ channelId, amount, txHash, proof, idempotencyKey }: TopUpSubmission) =>
      sendWithProgress(
        calls.topUpSubmit,
        { channelId, amount, txHash },
        { files: { proof }, idempotencyKey, quiet: true, onProgress },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['topUps'] }),
  });
}
