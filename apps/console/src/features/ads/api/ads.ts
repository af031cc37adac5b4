import {
  type CallInput,
  type CallOutput,
  calls,
  DEFAULT_LANGUAGE,
  type Language,
} from '@shopkeeper/contract';
import { keysetQuery, useKeysetList } from '@shopkeeper/front-kit/keyset-list';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type AdPackage = CallOutput<typeof calls.consoleAdPackageList>['items'][number];
export type AdPackageFields = CallInput<typeof calls.consoleAdPackageAdd>;
export type Boost = CallOutput<typeof calls.consoleBoostList>['items'][number];
export type BoostState = NonNullable<CallInput<typeof calls.consoleBoostList>['state']>;

const PACKAGES_KEY = ['console-ad-packages'] as const;
const BOOSTS_KEY = ['console-boosts'] as const;
const PAGE_SIZE = 20;

/** A package's name in the language on screen, else in English. */
export const packageName = (item: AdPackage, lang: Language) =>
  item.texts[lang]?.name ?? item.texts[DEFAULT_LANGUAGE]?.name ?? `#${item.id}`;

/** Every ad package, active or not, in the merchants' order. */
export function useAdPackages() {
  return useQuery({ queryKey: PACKAGES_KEY, queryFn: () => api.send(calls.consoleAdPackageList, {}) });
}

/**
 * Adds or changes a package. Refusals the dialog places under a field are sent quietly; the
 * dialog shows the rest above its fields.
 */
export function useSaveAdPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: number | null; fields: AdPackageFields }) =>
      id === null
        ? api.send(calls.consoleAdPackageAdd, fields, { quiet: true })
        : api.send(calls.consoleAdPackageUpdate, { id, ...fields }, { quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PACKAGES_KEY }),
  });
}

/** Every boost bought, newest first, running or ended, a page at a time. */
export function useBoosts(state: BoostState | undefined) {
  return useKeysetList(
    keysetQuery([...BOOSTS_KEY, state ?? 'all'], (page) =>
      api.send(calls.consoleBoostList, { limit: PAGE_SIZE, ...(state ? { state } : {}), ...page }),
    ),
  );
}
