import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Button, ResponsiveTable } from '@platform/shared';
import { Alert } from '../../common/figures.component';
import { QueryList } from '../../common/query-list.component';
import { StudioPage } from '../../common/studio-page.component';
import { MemberSearch } from './member-search.component';
import { useMemberListParams } from './member-list-params';
import { memberName, MEMBERS_PAGE_SIZE, membersQuery, type MemberListParams, type StudioMember } from './members.resource';
import { useMemberStatus } from './use-member-status';

const STATUS_OPTIONS = [
  { value: '', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

export function MembersPage() {
  return (
    <StudioPage title="Members" actions={<Link to="/studio/members/new">Add a performer</Link>}>
      <Members />
    </StudioPage>
  );
}

function Members() {
  const { params, apply } = useMemberListParams();
  const query = useQuery(membersQuery(params));
  const status = useMemberStatus();
  const filtered = !!params.q || !!params.status;
  return (
    <>
      <MemberSearch
        key={`${params.q}|${params.status}`}
        value={{ q: params.q, status: params.status }}
        statusOptions={STATUS_OPTIONS}
        onSearch={(v) => apply({ q: v.q, status: v.status as MemberListParams['status'], page: 1 })}
      />
      {status.refused && <Alert role="alert">{status.refused}</Alert>}
      <QueryList
        query={query}
        label="Studio members"
        nouns={['member', 'members']}
        empty={
          filtered
            ? { title: 'No members match this search' }
            : {
                title: 'No members yet',
                description: 'Performers you add appear here.',
                action: <Link to="/studio/members/new">Add a performer</Link>,
              }
        }
        page={params.page}
        pageSize={MEMBERS_PAGE_SIZE}
        onPage={(page) => apply({ ...params, page })}
      >
        {(items) => (
          <ResponsiveTable
            label="Members"
            head={['Performer', 'E-mail', 'Streaming', 'Status', '']}
            rows={items.map((m) => ({
              key: m._id,
              label: memberName(m),
              cells: [
                <Who key="who">
                  <Avatar src={m.avatar} kind="performer" alt="" size={32} />
                  <span>
                    {memberName(m)} <Small>@{m.username}</Small>
                  </span>
                </Who>,
                m.email,
                m.streamingStatus ?? 'offline',
                <StatusBadge key="status" $active={m.status === 'active'}>
                  {m.status === 'active' ? 'Active' : 'Inactive'}
                </StatusBadge>,
                <ToggleButton key="toggle" member={m} busy={status.isPending(m._id)} onToggle={status.toggle} />,
              ],
            }))}
          />
        )}
      </QueryList>
    </>
  );
}

function ToggleButton({ member, busy, onToggle }: { member: StudioMember; busy: boolean; onToggle(m: StudioMember): void }) {
  const verb = member.status === 'active' ? 'Deactivate' : 'Activate';
  return (
    <Button
      size="sm"
      variant={member.status === 'active' ? 'default' : 'primary'}
      disabled={busy}
      aria-label={`${verb} ${memberName(member)}`}
      onClick={() => onToggle(member)}
    >
      {verb}
    </Button>
  );
}

const Who = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
`;

const Small = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StatusBadge = styled.span<{ $active: boolean }>`
  padding: 2px 10px;
  border-radius: 12px;
  font-size: 13px;
  color: #fff;
  background: ${(p) => (p.$active ? '#1e7b1c' : '#6b6b78')};
`;
