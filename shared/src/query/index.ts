export { queryClient, createQueryClient } from './query-client';
export { QueryProvider } from './query-provider.component';
export { startCacheSync } from './cache-sync';
