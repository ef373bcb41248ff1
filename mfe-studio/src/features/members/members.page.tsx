import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Button, ResponsiveTable } from '@platform/shared';
import { Alert } from '../../common/figures.component';
import { pagingOf, QueryList } from '../../common/query-list.component';
import { StudioPage } from '../../common/studio-page.component';
import { MemberSearch } from './member-search.component';
import { useMemberListParams } from './member-list-params';
import { memberName, MEMBERS_PAGE_SIZE, membersQuery, type MemberListParams, type StudioMember } from './members.resource';
import { useMemberStatus } from './use-member-status';
import { useTexts } from '../../i18n';

const STATUSES = [
  { value: '', key: 'members.all' },
  { value: 'active', key: 'members.active' },
  { value: 'inactive', key: 'members.inactive' },
] as const;
const STREAMING = ['public', 'private', 'group', 'offline'];

export function MembersPage() {
  const { t } = useTexts();
  return (
    <StudioPage title={t('members.title')} actions={<Link to="/studio/members/new">{t('members.add')}</Link>}>
      <Members />
    </StudioPage>
  );
}

function Members() {
  const { t } = useTexts();
  const { params, apply } = useMemberListParams();
  const query = useQuery(membersQuery(params));
  const status = useMemberStatus();
  const filtered = !!params.q || !!params.status;
  return (
    <>
      <MemberSearch
        key={`${params.q}|${params.status}`}
        value={{ q: params.q, status: params.status }}
        statusOptions={STATUSES.map((s) => ({ value: s.value, label: t(s.key) }))}
        onSearch={(v) => apply({ q: v.q, status: v.status as MemberListParams['status'], page: 1 })}
      />
      {status.refused && <Alert role="alert">{status.refused}</Alert>}
      <QueryList
        query={query}
        label={t('members.listLabel')}
        nouns="nouns.members"
        empty={
          filtered
            ? { title: t('members.noMatch') }
            : {
                title: t('members.none'),
                description: t('members.noneDescription'),
                action: <Link to="/studio/members/new">{t('members.add')}</Link>,
              }
        }
        {...pagingOf(params, apply, MEMBERS_PAGE_SIZE)}
      >
        {(items) => (
          <ResponsiveTable
            label={t('members.table')}
            head={[t('members.performer'), t('members.email'), t('members.streaming'), t('members.status'), '']}
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
                STREAMING.includes(m.streamingStatus ?? 'offline')
                  ? t(`members.streamingStatus.${m.streamingStatus ?? 'offline'}`)
                  : m.streamingStatus,
                <StatusBadge key="status" $active={m.status === 'active'}>
                  {m.status === 'active' ? t('members.active') : t('members.inactive')}
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
  const { t } = useTexts();
  const active = member.status === 'active';
  return (
    <Button
      size="sm"
      variant={member.status === 'active' ? 'default' : 'primary'}
      disabled={busy}
      aria-label={t(active ? 'members.deactivateName' : 'members.activateName', { name: memberName(member) })}
      onClick={() => onToggle(member)}
    >
      {t(active ? 'members.deactivate' : 'members.activate')}
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
  color: ${({ theme }) => theme.colors.white};
  background: ${({ $active, theme }) => ($active ? theme.colors.success : theme.colors.textMuted)};
`;
