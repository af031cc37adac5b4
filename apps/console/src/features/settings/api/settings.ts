import { type BusinessSettings, calls, type SupportContact } from '@shopkeeper/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The limits merchants meet (minimum deposit and withdrawal, upload size, sign-up, tiers). */
export const businessSettingsQuery = queryOptions({
  queryKey: ['console', 'business-settings'],
  queryFn: () => api.send(calls.consoleSettingsGet, {}),
});

export const useBusinessSettings = () => useQuery(businessSettingsQuery);

/**
 * Saves the limits; the answer becomes the cached settings, then `onSaved` runs. Sent quiet:
 * the form shows a refusal on its field.
 */
export function useSaveBusinessSettings(onSaved: (saved: BusinessSettings) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: BusinessSettings) => api.send(calls.consoleSettingsUpdate, values, { quiet: true }),
    onSuccess: (saved) => {
      queryClient.setQueryData(businessSettingsQuery.queryKey, saved);
      onSaved(saved);
    },
  });
}

/** The support contact people see without an account. */
export const supportContactQuery = queryOptions({
  queryKey: ['console', 'support-contact'],
  queryFn: () => api.send(calls.consoleSupportContactGet, {}),
});

export const useSupportContact = () => useQuery(supportContactQuery);

/** Saves the support contact; what was sent becomes the cached one, then `onSaved` runs. */
export function useSaveSupportContact(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SupportContact) =>
      api.send(calls.consoleSupportContactUpdate, values, { quiet: true }),
    onSuccess: (_, values) => {
      queryClient.setQueryData(supportContactQuery.queryKey, values);
      onSaved();
    },
  });
}
