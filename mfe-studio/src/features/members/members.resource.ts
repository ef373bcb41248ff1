import { api, pagedOrMissing } from '@platform/shared';
import type { Paged, Performer } from '@platform/shared/contract';

/** A studio member: one of its performers, with the studio's own active/inactive flag. */
export type StudioMember = Performer & { status: 'active' | 'inactive'; email?: string };

export const MEMBERS_PAGE_SIZE = 20;

/** GET /studio/members — `missing` when the server has no members endpoint yet (404). */
export async function listMembers(offset: number, limit: number): Promise<Paged<StudioMember> & { missing: boolean }> {
  return pagedOrMissing(await api.get<Paged<StudioMember>>('/studio/members', { params: { offset, limit } }));
}
