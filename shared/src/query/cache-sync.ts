import { accountKeys } from '../api/account.resource';
import { performerKeys } from '../api/performers.resource';
import { bus, type Account, type AuthState } from '../bus';
import type { ModelStatusEvent, PerformerDetails, Role } from '../contract';
import { STREAM_EVENTS } from '../contract/events';
import { getSocket } from '../socket';
import { queryClient } from './query-client';

interface CacheSyncState {
  stop: (() => void) | null;
}
declare global {
  var __PLATFORM_CACHE_SYNC__: CacheSyncState | undefined;
}
const state: CacheSyncState = (globalThis.__PLATFORM_CACHE_SYNC__ ??= { stop: null });

const signedInRole = (auth: AuthState): Role | null => (auth.status === 'signed-in' ? auth.role : null);

/** The cached current account follows bus.auth: a sign-in or a saved profile replaces it, a sign-out drops it. */
function followAccount(auth: AuthState): void {
  if (auth.status === 'signed-in') queryClient.setQueryData<Account>(accountKeys.current(auth.role), auth.user);
  else queryClient.removeQueries({ queryKey: accountKeys.all });
}

/** The balance shown (server figure from `balance-updated`, or a local adjustment) is the cached account's balance too. */
function followBalance(balance: number | null): void {
  const role = signedInRole(bus.auth.value());
  if (role === null || balance === null) return;
  queryClient.setQueryData<Account>(accountKeys.current(role), (account) =>
    account && account.balance !== balance ? { ...account, balance } : account,
  );
}

/** `modelUpdateStreamingStatus`: the cached details of that performer show her new status. */
function applyStreamingStatus(event: ModelStatusEvent | undefined): void {
  const performerId = event?.id ?? event?.performer?._id;
  if (!performerId || !event?.status) return;
  queryClient.setQueriesData<PerformerDetails>({ queryKey: performerKeys.allDetails() }, (details) => {
    if (!details || details._id !== performerId) return details;
    const live = event.performer ?? {};
    return {
      ...details,
      streamingStatus: event.status,
      ...(typeof live.isStreaming === 'boolean' ? { isStreaming: live.isStreaming } : {}),
      ...(typeof live.isOnline === 'boolean' ? { isOnline: live.isOnline } : {}),
    };
  });
}

const isPerformerQuery = (queryKey: readonly unknown[]): boolean => queryKey[0] === performerKeys.all[0];

/**
 * Keeps the page's query cache in step with what happens elsewhere: the current account follows bus.auth
 * and bus.balance, and cached performers follow their streaming status events. The socket is used only
 * once a performer is in the cache (a page that never shows one opens no connection for it).
 * The shell calls it once at start; calling it again is harmless. Returns a function that stops it.
 */
export function startCacheSync(): () => void {
  if (state.stop) return state.stop;
  const stopAuth = bus.auth.subscribe(followAccount);
  const stopBalance = bus.balance.subscribe(followBalance);

  let stopStatus: (() => void) | null = null;
  const followStatus = () => {
    if (stopStatus) return;
    const socket = getSocket();
    socket.on(STREAM_EVENTS.modelUpdateStreamingStatus, applyStreamingStatus);
    stopStatus = () => socket.off(STREAM_EVENTS.modelUpdateStreamingStatus, applyStreamingStatus);
  };
  if (queryClient.getQueryCache().findAll({ queryKey: performerKeys.all }).length > 0) followStatus();
  const stopCacheWatch = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'added' && isPerformerQuery(event.query.queryKey)) followStatus();
  });

  state.stop = () => {
    stopAuth();
    stopBalance();
    stopCacheWatch();
    stopStatus?.();
    state.stop = null;
  };
  return state.stop;
}
