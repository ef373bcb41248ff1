import { useQuery } from '@tanstack/react-query';
import { ErrorState, getServerMessage, LoadingState, ResponsiveTable } from '@platform/shared';
import type { StudioCommissionInfo } from '@platform/shared/contract';
import { Figures, Muted } from '../../common/figures.component';
import { percent } from '../../common/format';
import { QueryList } from '../../common/query-list.component';
import { StudioPage } from '../../common/studio-page.component';
import { MemberSearch } from '../members/member-search.component';
import { useMemberListParams } from '../members/member-list-params';
import { memberName, MEMBERS_PAGE_SIZE } from '../members/members.resource';
import { CommissionForm } from './commission-form.component';
import { commissionSettingsQuery, memberCommissionsQuery, splitOf } from './commissions.resource';

const EXAMPLE = 100;

/** /studio/commissions: the platform's commission on the studio's members and each member's studio share. */
export function CommissionsPage() {
  return (
    <StudioPage title="Commissions">
      <Commissions />
    </StudioPage>
  );
}

function Commissions() {
  const settings = useQuery(commissionSettingsQuery());
  return (
    <>
      <section aria-labelledby="platform-commission-title">
        <h2 id="platform-commission-title">Platform</h2>
        {settings.isError && !settings.isFetching ? (
          <ErrorState message={getServerMessage(settings.error)} onRetry={() => void settings.refetch()} />
        ) : !settings.data ? (
          <LoadingState text="Loading commission…" />
        ) : (
          <>
            <Figures
              min={200}
              items={[
                ["Platform commission on your members' sales", percent(settings.data.studioCommission)],
                ['Your default share', percent(settings.data.commission)],
              ]}
            />
            <Muted>
              On each sale the platform takes its commission first; your studio keeps its share of what is left and the performer gets the rest. A
              change applies to the member&apos;s next sales; past earnings stay as they were.
            </Muted>
          </>
        )}
      </section>
      <section aria-labelledby="member-commission-title">
        <h2 id="member-commission-title">Per member</h2>
        <MemberCommissions settings={settings.data} />
      </section>
    </>
  );
}

function MemberCommissions({ settings }: { settings?: StudioCommissionInfo }) {
  const { params, apply } = useMemberListParams();
  const query = useQuery(memberCommissionsQuery({ ...params, status: '' }));
  return (
    <>
      <MemberSearch
        key={params.q}
        label="Search member commissions"
        value={{ q: params.q, status: '' }}
        onSearch={(v) => apply({ q: v.q, status: '', page: 1 })}
      />
      <QueryList
        query={query}
        label="Member commissions"
        nouns={['member', 'members']}
        empty={
          params.q ? { title: 'No members match this search' } : { title: 'No members yet', description: 'Add performers to set their commission.' }
        }
        page={params.page}
        pageSize={MEMBERS_PAGE_SIZE}
        onPage={(page) => apply({ ...params, status: '', page })}
      >
        {(items) => (
          <ResponsiveTable
            label="Commissions"
            head={['Performer', 'Studio share', `On a ${EXAMPLE}-token sale`, 'Change']}
            rows={items.map((m) => {
              const split = settings ? splitOf(EXAMPLE, settings.studioCommission, m.commission) : null;
              return {
                key: m._id,
                label: memberName(m),
                cells: [
                  `${memberName(m)} (@${m.username})`,
                  `${percent(m.commission)}${m.customCommission ? '' : ' (default)'}`,
                  split ? `platform ${split.platform}, studio ${split.studio}, performer ${split.performer}` : '',
                  <CommissionForm key={`${m._id}:${m.commission}`} member={m} />,
                ],
              };
            })}
          />
        )}
      </QueryList>
    </>
  );
}
