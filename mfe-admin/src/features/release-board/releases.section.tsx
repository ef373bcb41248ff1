import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, formatDate, getServerMessage, toast } from '@platform/shared';
import type { ReleaseBoardRow, ReleaseHealth } from '@platform/shared/contract';
import { AdminPage } from '../../common/admin-page.component';
import { QueryView } from '../../common/query-view.component';
import { useTexts } from '../../i18n';
import { releaseBoardQuery, releaseKeys, switchCanary } from './releases.resource';

function Rate({ health }: { health: ReleaseHealth | null }) {
  const { t } = useTexts();
  if (!health) return <>{t('releases.noReports')}</>;
  return <>{t('releases.rate', { rate: (health.failureRate * 100).toFixed(1), loads: health.loads })}</>;
}

/** /admin/releases: per remote the current release, its canary and share, the failure rates of both, the last switches; promote or abort. */
export function ReleasesSection() {
  const { t } = useTexts();
  const board = useQuery(releaseBoardQuery());
  const client = useQueryClient();
  const act = useMutation({
    mutationFn: ({ row, action }: { row: ReleaseBoardRow; action: 'promote' | 'abort' }) => switchCanary(row.name, action),
    onSuccess: (out, { row }) => {
      toast.success(
        t(`releases.${out.action === 'promote' ? 'promoted' : 'aborted'}`, {
          remote: row.remote,
          version: out.action === 'promote' ? out.to : out.from,
        }),
      );
      return client.invalidateQueries({ queryKey: releaseKeys.all });
    },
    onError: (error) => toast.error(getServerMessage(error)),
  });
  return (
    <AdminPage title={t('sections.releases')}>
      <p>{t('releases.intro')}</p>
      <QueryView query={board}>
        {({ rows }) => (
          <table aria-label={t('sections.releases')}>
            <thead>
              <tr>
                <th scope="col">{t('releases.remote')}</th>
                <th scope="col">{t('releases.current')}</th>
                <th scope="col">{t('releases.canary')}</th>
                <th scope="col">{t('releases.switches')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.name} aria-label={row.remote}>
                  <th scope="row">{row.remote}</th>
                  <td>
                    <code>{row.current.version}</code>
                    <div>
                      <Rate health={row.current.health} />
                    </div>
                  </td>
                  <td>
                    {row.canary ? (
                      <>
                        <code>{row.canary.version}</code> · {t('releases.share', { share: row.canary.share })}
                        <div>
                          <Rate health={row.canary.health} />
                        </div>
                        <Button
                          size="sm"
                          variant="primary"
                          busy={act.isPending && act.variables?.row.name === row.name && act.variables.action === 'promote'}
                          onClick={() => act.mutate({ row, action: 'promote' })}
                          aria-label={t('releases.promoteRemote', { remote: row.remote })}
                        >
                          {t('releases.promote')}
                        </Button>{' '}
                        <Button
                          size="sm"
                          busy={act.isPending && act.variables?.row.name === row.name && act.variables.action === 'abort'}
                          onClick={() => act.mutate({ row, action: 'abort' })}
                          aria-label={t('releases.abortRemote', { remote: row.remote })}
                        >
                          {t('releases.abort')}
                        </Button>
                      </>
                    ) : (
                      t('releases.noCanary')
                    )}
                  </td>
                  <td>
                    <ul>
                      {row.switches.map((s) => (
                        <li key={`${s.at}${s.action}`}>
                          {formatDate(s.at, 'DD/MM/YYYY HH:mm')} · {s.action} · {s.from ?? '—'} → {s.to} · {s.who}
                          {s.reason ? ` · ${s.reason}` : ''}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryView>
    </AdminPage>
  );
}
