export { queryClient, createQueryClient } from './query-client';
export { QueryProvider } from './query-provider.component';
export { startCacheSync } from './cache-sync';
export { usePagedQuery, type PagedQuery } from './use-paged-query';
