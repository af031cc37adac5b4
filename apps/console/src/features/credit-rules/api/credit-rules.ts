import { type CallOutput, calls } from '@shopkeeper/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type CreditRules = CallOutput<typeof calls.consoleCreditRuleList>;
export type CreditRule = CreditRules['items'][number];

/** The rules that move shops' credit scores, with their points and on/off. */
export const creditRulesQuery = queryOptions({
  queryKey: ['console', 'credit-rules'],
  queryFn: () => api.send(calls.consoleCreditRuleList, {}),
});

export const useCreditRules = () => useQuery(creditRulesQuery);

/**
 * Saves one rule's points and on/off; the answer replaces that rule in the list, then
 * `onSaved` runs. Sent quiet: the row shows a refusal itself.
 */
export function useSaveCreditRule(onSaved: (rule: CreditRule) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: Pick<CreditRule, 'trigger' | 'points' | 'enabled'>) =>
      api.send(calls.consoleCreditRuleUpdate, rule, { quiet: true }),
    onSuccess: (saved) => {
      queryClient.setQueryData(creditRulesQuery.queryKey, (list) =>
        list
          ? { ...list, items: list.items.map((rule) => (rule.trigger === saved.trigger ? saved : rule)) }
          : list,
      );
      onSaved(saved);
    },
  });
}
