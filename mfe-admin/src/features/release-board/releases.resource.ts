import { queryOptions } from '@tanstack/react-query';
import { api } from '@platform/shared';
import type { ReleaseBoardRow } from '@platform/shared/contract';

/** The edge's release board (deploy/edge/releases.ts): the same figures `node scripts/deploy.mjs status` prints. */
export const BOARD_URL = '/_deploy/board';
/** The page's environment (the registry it was composed from): the runtime config the page carries, as the shell reads it. */
export const releaseEnv = (): string => (window as unknown as { __PLATFORM_CONFIG__?: { env?: string } }).__PLATFORM_CONFIG__?.env || 'local';

export const releaseKeys = { all: ['admin', 'releases'] as const };

export const releaseBoardQuery = () =>
  queryOptions({
    queryKey: [...releaseKeys.all, releaseEnv()],
    queryFn: () => api.fetchJson<{ env: string; rows: ReleaseBoardRow[] }>(`${BOARD_URL}?env=${encodeURIComponent(releaseEnv())}`),
    staleTime: 0,
    refetchInterval: 5000,
  });

/** Promote makes the canary current for every browser; abort drops it. One atomic switch each, in the deploy history. */
export const switchCanary = (name: string, action: 'promote' | 'abort') =>
  api.fetchJson<{ action: string; from: string | null; to: string }>(
    `${BOARD_URL}/${encodeURIComponent(releaseEnv())}/${encodeURIComponent(name)}/${action}`,
    {
      method: 'POST',
    },
  );
