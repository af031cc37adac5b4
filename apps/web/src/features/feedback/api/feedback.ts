import type { CallOutput, calls as contract } from '@shopkeeper/contract';
import { keysetQuery, useKeysetList } from '@shopkeeper/front-kit/keyset-list';
import type { UploadProgress } from '@shopkeeper/front-kit/upload-progress';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, sendWithProgress } from '../../../lib/api-client.ts';
import { calls } from '../../../lib/calls.ts';

export type FeedbackPage = CallOutput<typeof contract.homeFeedbackList>;
export type Feedback = FeedbackPage['items'][number];

const FEEDBACK_KEY = ['feedback'] as const;
const PAGE_SIZE = 20;

/** POST /v1/home/feedback_list: the merchant's own feedback with the replies, newest first. */
export const feedbackListQuery = keysetQuery([...FEEDBACK_KEY, 'list'], (page) =>
  api.send(calls.homeFeedbackList, { ...page, limit: PAGE_SIZE }, { quiet: true }),
);

export const useFeedbackList = () => useKeysetList(feedbackListQuery);

export interface FeedbackRequest {
  content: string;
  images: File[];
}

/**
 * Sends feedback: each picture uploaded first as kind feedback (the whole batch's progress
 * told to `onProgress`, 0–1), then POST /v1/home/feedback with their paths. Every refusal is
 * the form's to show; success reads the list again, the new feedback on top.
 */
export function useSendFeedback(onProgress: UploadProgress) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ content, images }: FeedbackRequest) => {
      const paths: string[] = [];
      for (const [index, file] of images.entries()) {
        const uploaded = await sendWithProgress(
          calls.upload,
          { kind: 'feedback' },
          {
            files: { file },
            onProgress: (fraction) => onProgress((index + fraction) / images.length),
            quiet: true,
          },
        );
        paths.push(uploaded.path);
      }
      return api.send(calls.homeFeedback, { content, images: paths }, { quiet: true });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FEEDBACK_KEY }),
  });
}
