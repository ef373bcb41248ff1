import { queryOptions } from '@tanstack/react-query';
import { api } from '@platform/shared';
import type { ReleaseBoardRow } from '@platform/shared/contract';

/** The edge's release board (deploy/edge/releases.ts): the same figures `node scripts/deploy.mjs status` prints. */
export const BOARD_URL = '/_deploy/board';
export const RELEASE_ENV = 'local';

export const releaseKeys = { all: ['admin', 'releases'] as const };

export const releaseBoardQuery = () =>
  queryOptions({
    queryKey: releaseKeys.all,
    queryFn: () => api.fetchJson<{ env: string; rows: ReleaseBoardRow[] }>(`${BOARD_URL}?env=${RELEASE_ENV}`),
    staleTime: 0,
    refetchInterval: 5000,
  });

/** Promote makes the canary current for every browser; abort drops it. One atomic switch each, in the deploy history. */
export const switchCanary = (name: string, action: 'promote' | 'abort') =>
  api.fetchJson<{ action: string; from: string | null; to: string }>(`${BOARD_URL}/${RELEASE_ENV}/${encodeURIComponent(name)}/${action}`, {
    method: 'POST',
  });
