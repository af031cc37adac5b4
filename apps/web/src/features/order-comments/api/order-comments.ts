import type { CallOutput, calls as contract } from '@shopkeeper/contract';
import { keysetQuery, useKeysetList } from '@shopkeeper/front-kit/keyset-list';
import type { UploadProgress } from '@shopkeeper/front-kit/upload-progress';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, sendWithProgress } from '../../../lib/api-client.ts';
import { calls } from '../../../lib/calls.ts';

export type OrderComment = CallOutput<typeof contract.orderCommentAdd>;

const PAGE_SIZE = 50;
const COMMENTS_KEY = ['orderComments'] as const;

/** GET /v1/order-comment: an order's thread, oldest first, a page at a time (404: not this merchant's). */
export const orderCommentsQuery = (orderId: number) =>
  keysetQuery([...COMMENTS_KEY, orderId], (page) =>
    api.send(calls.orderCommentList, { orderId, ...page, limit: PAGE_SIZE }, { quiet: true }),
  );

export const useOrderComments = (orderId: number) =>
  useKeysetList({ ...orderCommentsQuery(orderId), enabled: Number.isSafeInteger(orderId) && orderId > 0 });

/** GET /v1/order-comment/reviews: buyers' reviews of one goods, newest first, a page at a time. */
export const goodsReviewsQuery = (goodsId: number) =>
  keysetQuery([...COMMENTS_KEY, 'goods', goodsId], (page) =>
    api.send(calls.goodsReviewList, { goodsId, ...page, limit: PAGE_SIZE }, { quiet: true }),
  );

export const useGoodsReviews = (goodsId: number) => useKeysetList(goodsReviewsQuery(goodsId));

export interface CommentRequest {
  orderId: number;
  /** Absent: a comment on the order; else the top-level comment answered. */
  parentId?: number;
  text: string;
  /** The drawn signature as a PNG file. */
  signature: File;
}

/**
 * A comment or reply: the signature is uploaded first (POST /v1/upload/signature, its progress
 * told to `onProgress`), then POST /v1/order-comment keeps its path. Refusals are the form's
 * to show; success fetches the thread again.
 */
export function useAddComment(onProgress: UploadProgress) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ signature, ...comment }: CommentRequest) => {
      const uploaded = await sendWithProgress(
        calls.upload,
        { kind: 'signature' },
        { files: { file: signature }, onProgress, quiet: true },
      );
      return api.send(calls.orderCommentAdd, { ...comment, signature: uploaded.path }, { quiet: true });
    },
    onSuccess: (_comment, { orderId }) =>
      queryClient.invalidateQueries({ queryKey: [...COMMENTS_KEY, orderId] }),
  });
}
