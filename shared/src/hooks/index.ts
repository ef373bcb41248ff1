export { useAsync, type AsyncState } from './use-async';
export { usePagedList, type PagedListState } from './use-paged-list';
export { useFocusTrap } from './use-focus-trap';
