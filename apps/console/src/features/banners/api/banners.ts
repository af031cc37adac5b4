import { type CallInput, type CallOutput, calls } from '@shopkeeper/contract';
import type { UploadProgress } from '@shopkeeper/front-kit/upload-progress';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, sendWithProgress } from '../../../lib/api-client.ts';

export type Banner = CallOutput<typeof calls.consoleBannerList>['items'][number];
export type BannerFields = CallInput<typeof calls.consoleBannerAdd>;

const BANNERS_KEY = ['console-banners'] as const;

/** Every banner, in their order, live or not. */
export function useBanners() {
  return useQuery({ queryKey: BANNERS_KEY, queryFn: () => api.send(calls.consoleBannerList, {}) });
}

/**
 * Adds a banner (no id) or changes one. Quiet: the form places a refusal under its field;
 * the list is read again, since a change of order moves rows.
 */
export function useSaveBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: number | null; fields: BannerFields }) =>
      id === null
        ? api.send(calls.consoleBannerAdd, fields, { quiet: true })
        : api.send(calls.consoleBannerEdit, { id, ...fields }, { quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BANNERS_KEY }),
  });
}

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.send(calls.consoleBannerDelete, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BANNERS_KEY }),
  });
}

/** Stores a banner picture (public, operators only), reporting how much has been sent. */
export function uploadBannerImage(file: File, onProgress: UploadProgress) {
  return sendWithProgress(calls.upload, { kind: 'banner' }, { files: { file }, quiet: true, onProgress });
}
