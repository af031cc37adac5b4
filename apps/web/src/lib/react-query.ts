import { QueryClient } from '@tanstack/react-query';

/**
 * Server state. Every failed call already shows a toast (and maybe redirects), so automatic
 * retries would repeat that toast; a person retries by pulling or pressing again instead.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
