// The agreed part of @tanstack/react-query every app shares (see ../shared-facades.cjs).
export {
  QueryClient,
  QueryClientProvider,
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
} from 'platform-vendor/@tanstack/react-query';
