import { QueryClient } from '@tanstack/react-query';

/**
 * Server state for both front ends. Every failed call already shows a toast (and maybe
 * redirects), so queries do not retry on their own: a retry would repeat the toast, and the
 * catalogue's business codes do not change on a second try. A person retries by pressing
 * again instead.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
