import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, payload } from '@platform/shared';
import type { Paged, StudioCommissionInfo, StudioMember } from '@platform/shared/contract';
import { MEMBERS_PAGE_SIZE, type MemberListParams } from '../members/members.resource';

export const COMMISSION_MIN = 0;
export const COMMISSION_MAX = 100;

export const commissionKeys = {
  all: ['studio', 'commission'] as const,
  settings: () => [...commissionKeys.all, 'settings'] as const,
  lists: () => [...commissionKeys.all, 'list'] as const,
  list: (params: MemberListParams) => [...commissionKeys.lists(), params] as const,
};

/** GET /settings/studio/commission: the platform's percentages and the studio's default share. */
export async function getCommissionSettings(): Promise<StudioCommissionInfo> {
  return payload(await api.get<StudioCommissionInfo>('/settings/studio/commission'));
}

/** GET /studio/commission: the members with the share the studio keeps of each one's earnings. */
export async function listMemberCommissions({ q, page }: MemberListParams, limit = MEMBERS_PAGE_SIZE): Promise<Paged<StudioMember>> {
  const params: Record<string, unknown> = { offset: (page - 1) * limit, limit, sortBy: 'username', sort: 'asc' };
  if (q.trim()) params.q = q.trim();
  return payload(await api.get<Paged<StudioMember>>('/studio/commission', { params }));
}

/** PUT /studio/commission/member/{id} {commission}: a whole percent 0–100; applies to the member's next sales. */
export async function setMemberCommission(id: string, commission: number): Promise<StudioMember> {
  return payload(await api.put<StudioMember>(`/studio/commission/member/${encodeURIComponent(id)}`, { commission }));
}

export const commissionSettingsQuery = () => queryOptions({ queryKey: commissionKeys.settings(), queryFn: getCommissionSettings, staleTime: 60_000 });

export const memberCommissionsQuery = (params: MemberListParams) =>
  queryOptions({ queryKey: commissionKeys.list(params), queryFn: () => listMemberCommissions(params), placeholderData: keepPreviousData });

/**
 * How a sale is split (as the API's commission service does it): the platform takes its percent, the studio
 * its percent of what is left, the performer the rest; shares are floored and add up to the price.
 */
export function splitOf(gross: number, platformPercent: number, studioPercent: number) {
  const platform = Math.floor((gross * platformPercent) / 100);
  const studio = Math.floor(((gross - platform) * studioPercent) / 100);
  return { platform, studio, performer: gross - platform - studio };
}
