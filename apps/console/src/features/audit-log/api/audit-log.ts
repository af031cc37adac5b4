import { type AuditAction, calls } from '@shopkeeper/contract';
import { keysetQuery, useKeysetList } from '@shopkeeper/front-kit/keyset-list';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type AuditFilters = {
  action?: AuditAction;
  actorId?: number;
  userId?: number;
  /** Epoch ms, inclusive / exclusive. */
  from?: number;
  to?: number;
};

const PAGE_SIZE = 50;

/** The log, newest first, through the filters; "load more" follows the keyset cursor. */
export const useAuditLog = (filters: AuditFilters) =>
  useKeysetList(
    keysetQuery(['console-audit', filters], (page) =>
      api.send(calls.consoleAuditList, { limit: PAGE_SIZE, ...filters, ...page }),
    ),
  );

/** The people a filter can name: operators all at once, merchants by part of the username. */
export function usePeople(role: 'operator' | 'merchant', search: string) {
  return useQuery({
    queryKey: ['console-audit-people', role, search],
    queryFn: () =>
      api.send(calls.consoleUsersList, {
        role,
        limit: role === 'operator' ? 100 : 20,
        ...(search ? { search } : {}),
      }),
    staleTime: 60_000,
  });
}
