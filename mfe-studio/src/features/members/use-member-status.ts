import { useState } from 'react';
import { useMutation, useMutationState, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { getServerMessage, translate } from '@platform/shared';
import '../../i18n';
import type { Paged } from '@platform/shared/contract';
import { dashboardKeys } from '../dashboard/dashboard.resource';
import { memberName, membersKeys, setMemberStatus, type StudioMember, type StudioMemberStatus } from './members.resource';

const STATUS_MUTATION = [...membersKeys.all, 'status'] as const;

type Vars = { member: StudioMember; status: StudioMemberStatus };

const withMember = (id: string, change: (m: StudioMember) => StudioMember) => (page: Paged<StudioMember> | undefined) =>
  page && { ...page, data: page.data.map((m) => (m._id === id ? change(m) : m)) };

/**
 * Activate / deactivate (SPEC): the new status shows at once in every cached member list; if the server
 * refuses, the lists go back to what they were and `refused` says why.
 */
export function useMemberStatus() {
  const client = useQueryClient();
  const [refused, setRefused] = useState<string | null>(null);
  const mutation = useMutation({
    mutationKey: STATUS_MUTATION,
    mutationFn: ({ member, status }: Vars) => setMemberStatus(member._id, status),
    onMutate: async ({ member, status }) => {
      setRefused(null);
      await client.cancelQueries({ queryKey: membersKeys.lists() });
      const before = client.getQueriesData<Paged<StudioMember>>({ queryKey: membersKeys.lists() });
      client.setQueriesData<Paged<StudioMember>>(
        { queryKey: membersKeys.lists() },
        withMember(member._id, (m) => ({ ...m, status })),
      );
      return { before };
    },
    onError: (error, { member, status }, context) => {
      for (const [key, data] of (context?.before ?? []) as Array<[QueryKey, Paged<StudioMember> | undefined]>) client.setQueryData(key, data);
      const key = status === 'active' ? 'studio:members.couldNotActivate' : 'studio:members.couldNotDeactivate';
      setRefused(translate(key, { name: memberName(member), reason: getServerMessage(error) }));
    },
    onSuccess: (saved) => {
      client.setQueriesData<Paged<StudioMember>>(
        { queryKey: membersKeys.lists() },
        withMember(saved._id, () => saved),
      );
      void client.invalidateQueries({ queryKey: dashboardKeys.stats() });
    },
  });
  const pendingIds = useMutationState({
    filters: { mutationKey: STATUS_MUTATION, status: 'pending' },
    select: (m) => (m.state.variables as Vars | undefined)?.member._id,
  });
  return {
    toggle: (member: StudioMember) => mutation.mutate({ member, status: member.status === 'active' ? 'inactive' : 'active' }),
    isPending: (id: string) => pendingIds.includes(id),
    refused,
    dismiss: () => setRefused(null),
  };
}
