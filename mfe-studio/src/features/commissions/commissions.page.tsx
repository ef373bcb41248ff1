import { useQuery } from '@tanstack/react-query';
import { ErrorState, getServerMessage, LoadingState, ResponsiveTable } from '@platform/shared';
import type { StudioCommissionInfo } from '@platform/shared/contract';
import { Figures, Muted } from '../../common/figures.component';
import { percent } from '../../common/format';
import { QueryList } from '../../common/query-list.component';
import { studioScreen } from '../../common/studio-page.component';
import { MemberSearch } from '../members/member-search.component';
import { useMemberListParams } from '../members/member-list-params';
import { memberName, MEMBERS_PAGE_SIZE } from '../members/members.resource';
import { CommissionForm } from './commission-form.component';
import { commissionSettingsQuery, memberCommissionsQuery, splitOf } from './commissions.resource';
import { useTexts } from '../../i18n';

const EXAMPLE = 100;

/** /studio/commissions: the platform's commission on the studio's members and each member's studio share. */
export const CommissionsPage = studioScreen('commissions.title', Commissions);

function Commissions() {
  const { t } = useTexts();
  const settings = useQuery(commissionSettingsQuery());
  return (
    <>
      <section aria-labelledby="platform-commission-title">
        <h2 id="platform-commission-title">{t('commissions.platform')}</h2>
        {settings.isError && !settings.isFetching ? (
          <ErrorState message={getServerMessage(settings.error)} onRetry={() => void settings.refetch()} />
        ) : !settings.data ? (
          <LoadingState text={t('commissions.loading')} />
        ) : (
          <>
            <Figures
              min={200}
              items={[
                [t('commissions.platformCommission'), percent(settings.data.studioCommission)],
                [t('commissions.defaultShare'), percent(settings.data.commission)],
              ]}
            />
            <Muted>{t('commissions.explain')}</Muted>
          </>
        )}
      </section>
      <section aria-labelledby="member-commission-title">
        <h2 id="member-commission-title">{t('commissions.perMember')}</h2>
        <MemberCommissions settings={settings.data} />
      </section>
    </>
  );
}

function MemberCommissions({ settings }: { settings?: StudioCommissionInfo }) {
  const { t } = useTexts();
  const { params, apply } = useMemberListParams();
  const query = useQuery(memberCommissionsQuery({ ...params, status: '' }));
  return (
    <>
      <MemberSearch
        key={params.q}
        label={t('commissions.search')}
        value={{ q: params.q, status: '' }}
        onSearch={(v) => apply({ q: v.q, status: '', page: 1 })}
      />
      <QueryList
        query={query}
        label={t('commissions.listLabel')}
        nouns="nouns.members"
        empty={params.q ? { title: t('commissions.noMatch') } : { title: t('commissions.none'), description: t('commissions.noneDescription') }}
        page={params.page}
        pageSize={MEMBERS_PAGE_SIZE}
        onPage={(page) => apply({ ...params, status: '', page })}
      >
        {(items) => (
          <ResponsiveTable
            label={t('commissions.table')}
            head={[t('commissions.performer'), t('commissions.share'), t('commissions.example', { amount: EXAMPLE }), t('commissions.change')]}
            rows={items.map((m) => {
              const split = settings ? splitOf(EXAMPLE, settings.studioCommission, m.commission) : null;
              return {
                key: m._id,
                label: memberName(m),
                cells: [
                  t('commissions.member', { name: memberName(m), username: m.username }),
                  m.customCommission ? percent(m.commission) : t('commissions.default', { percent: percent(m.commission) }),
                  split ? t('commissions.split', split) : '',
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
