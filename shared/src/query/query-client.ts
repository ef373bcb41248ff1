import { QueryClient } from '@tanstack/react-query';

/**
 * Defaults of every query of the page. Reads happen when a screen or a caller asks, as they did before
 * the query cache: no second retry layer (the API client already retries network failures with back-off),
 * and no refetch when the window regains focus or the network comes back.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}

declare global {
  var __PLATFORM_QUERY_CLIENT__: QueryClient | undefined;
}

// One cache per page, kept on globalThis like the bus: a remote mounted later reuses what another one
// already fetched, even if this module were evaluated twice.
export const queryClient: QueryClient = (globalThis.__PLATFORM_QUERY_CLIENT__ ??= createQueryClient());
