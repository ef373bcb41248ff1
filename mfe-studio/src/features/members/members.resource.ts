import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, payload } from '@platform/shared';
import type { CreateStudioMemberRequest, Paged, StudioMember, StudioMemberStatus } from '@platform/shared/contract';
import { listKeys } from '../../common/list-keys';

export type { StudioMember, StudioMemberStatus };

export const MEMBERS_PAGE_SIZE = 20;

export interface MemberListParams {
  q: string;
  status: StudioMemberStatus | '';
  page: number;
}

export const membersKeys = listKeys<MemberListParams>('members');

/** GET /studio/members: one page of the studio's performers (q searches username, name and e-mail). */
export async function listMembers({ q, status, page }: MemberListParams, limit = MEMBERS_PAGE_SIZE): Promise<Paged<StudioMember>> {
  const params: Record<string, unknown> = { offset: (page - 1) * limit, limit };
  if (q.trim()) params.q = q.trim();
  if (status) params.status = status;
  return payload(await api.get<Paged<StudioMember>>('/studio/members', { params }));
}

/** The previous page stays on screen while the next page or search loads. */
export const membersQuery = (params: MemberListParams) =>
  queryOptions({ queryKey: membersKeys.list(params), queryFn: () => listMembers(params), placeholderData: keepPreviousData });

/** POST /studio/members/{id}/{status}: answers the member as saved. */
export async function setMemberStatus(id: string, status: StudioMemberStatus): Promise<StudioMember> {
  return payload(await api.post<StudioMember>(`/studio/members/${encodeURIComponent(id)}/${status}`));
}

/** POST /studio/members: a new performer account owned by the studio (she signs in with these credentials). */
export async function createMember(body: CreateStudioMemberRequest): Promise<StudioMember> {
  return payload(await api.post<StudioMember>('/studio/members', body));
}

export const memberName = (m: Pick<StudioMember, 'name' | 'username'>): string => m.name || m.username;
