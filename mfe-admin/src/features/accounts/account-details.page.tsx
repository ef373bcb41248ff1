import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { EmptyState, formatDate, formatNumber, NotFoundPage, ResponsiveTable } from '@platform/shared';
import type { AdminAccountDetails, Role } from '@platform/shared/contract';
import { AdminPage } from '../../common/admin-page.component';
import { AuditTable } from '../../common/audit-table.component';
import { Fact, Facts } from '../../common/facts.component';
import { QueryView } from '../../common/query-view.component';
import { useTexts } from '../../i18n';
import { AccountActions } from './account-actions.component';
import { accountQuery } from './accounts.resource';

const ROLES: Role[] = ['user', 'performer', 'studio'];
const isRole = (value: string | undefined): value is Role => ROLES.includes(value as Role);

/** /admin/accounts/:role/:id: the account, what can be done to it, its purchases and shows, the log of it. */
export function AccountDetailsPage() {
  const { role, id } = useParams();
  if (!isRole(role) || !id || !/^[0-9a-f]{24}$/.test(id)) return <NotFoundPage />;
  return <AccountDetails role={role} id={id} />;
}

function AccountDetails({ role, id }: { role: Role; id: string }) {
  const { t } = useTexts();
  const details = useQuery(accountQuery(role, id));
  const title = details.data?.account.username ?? t('accounts.account');
  return (
    <AdminPage title={title} actions={<Link to="/admin/accounts">{t('accounts.backToSearch')}</Link>}>
      <QueryView query={details}>{(data) => <Details details={data} />}</QueryView>
    </AdminPage>
  );
}

function Details({ details }: { details: AdminAccountDetails }) {
  const { t } = useTexts();
  const { account } = details;
  return (
    <>
      <Facts>
        <Fact name={t('accounts.role')}>{account.staff ? t('roles.admin') : t(`roles.${account.role}`)}</Fact>
        <Fact name={t('accounts.name')}>{account.name || '—'}</Fact>
        <Fact name={t('accounts.email')}>
          {account.email} ({account.emailVerified ? t('accounts.emailVerified') : t('accounts.emailNotVerified')})
        </Fact>
        <Fact name={t('accounts.status')}>{t(`accounts.statuses.${account.status}`)}</Fact>
        {account.suspensionReason && <Fact name={t('accounts.suspensionReason')}>{account.suspensionReason}</Fact>}
        {account.verification && <Fact name={t('accounts.verification')}>{t(`verification.statuses.${account.verification}`)}</Fact>}
        <Fact name={t('accounts.balance')}>{formatNumber(account.balance)}</Fact>
        <Fact name={t('accounts.twoFactor')}>{details.twoFactor ? t('accounts.on') : t('accounts.off')}</Fact>
        <Fact name={t('accounts.registered')}>{formatDate(account.createdAt, 'DD/MM/YYYY HH:mm')}</Fact>
      </Facts>
      <AccountActions account={account} twoFactor={details.twoFactor} />
      <section aria-labelledby="account-history">
        <h2 id="account-history">{t('accounts.history')}</h2>
        {details.history.length === 0 ? (
          <EmptyState title={t('accounts.noHistory')} />
        ) : (
          <ResponsiveTable
            label={t('accounts.history')}
            head={[t('accounts.when'), t('accounts.kind'), t('accounts.type'), t('accounts.party'), t('accounts.tokens'), t('accounts.minutes')]}
            rows={details.history.map((item) => ({
              key: `${item.kind}-${item.id}`,
              cells: [
                formatDate(item.at, 'DD/MM/YYYY HH:mm'),
                t(`accounts.kinds.${item.kind}`),
                item.type,
                item.party ?? '—',
                item.kind === 'purchase' ? formatNumber(item.tokens) : '—',
                item.minutes === null ? '—' : formatNumber(item.minutes),
              ],
            }))}
          />
        )}
      </section>
      <section aria-labelledby="account-audit">
        <h2 id="account-audit">{t('accounts.audit')}</h2>
        {details.audit.length === 0 ? <EmptyState title={t('audit.none')} /> : <AuditTable label={t('accounts.audit')} entries={details.audit} />}
      </section>
    </>
  );
}
