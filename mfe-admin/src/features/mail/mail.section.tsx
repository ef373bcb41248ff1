import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, FieldRow, formatDate, getServerMessage, SelectField, toast } from '@platform/shared';
import type { AdminMail, MailStatus } from '@platform/shared/contract';
import { AdminPage } from '../../common/admin-page.component';
import { PagedList } from '../../common/paged-list.component';
import { usePagedFilter } from '../../common/use-paged-filter';
import { useTexts } from '../../i18n';
import { mailKeys, mailQuery, mailSummaryQuery, retryMail, type MailFilter } from './mail.resource';

const STATUSES: MailStatus[] = ['failed', 'queued', 'sent'];

/** /admin/mail: how mail goes out, what waits or failed (with the SMTP server's last answer), and Send again. */
export function MailSection() {
  const { t } = useTexts();
  const { filter, setFilter, paging } = usePagedFilter<MailFilter>({ status: 'failed', page: 1 });
  const mails = useQuery(mailQuery(filter));
  const summary = useQuery(mailSummaryQuery());
  const client = useQueryClient();
  const retry = useMutation({
    mutationFn: (mail: AdminMail) => retryMail(mail._id),
    onSuccess: (mail) => {
      toast.success(t('mail.requeued', { to: mail.to }));
      return client.invalidateQueries({ queryKey: mailKeys.all });
    },
    onError: (error) => toast.error(getServerMessage(error)),
  });
  return (
    <AdminPage title={t('sections.mail')}>
      {summary.data && <p>{t(`mail.transport.${summary.data.transport}`, { queued: summary.data.queued, failed: summary.data.failed })}</p>}
      <FieldRow>
        <SelectField
          label={t('mail.status')}
          value={filter.status}
          options={[{ value: '', label: t('mail.every') }, ...STATUSES.map((status) => ({ value: status, label: t(`mail.statuses.${status}`) }))]}
          onChange={(e) => setFilter({ status: e.target.value as MailStatus | '', page: 1 })}
        />
      </FieldRow>
      <PagedList query={mails} label={t('sections.mail')} empty={t('mail.none')} {...paging}>
        {(items) => (
          <ul aria-label={t('sections.mail')}>
            {items.map((mail) => (
              <li key={mail._id}>
                <strong>{mail.subject}</strong> → {mail.to} · {t(`mail.statuses.${mail.status}`)} · {t('mail.attempts', { count: mail.attempts })} ·{' '}
                {formatDate(mail.createdAt, 'DD/MM/YYYY HH:mm')}
                {mail.lastError && <div>{t('mail.lastError', { error: mail.lastError })}</div>}
                {mail.status === 'failed' && (
                  <Button
                    size="sm"
                    busy={retry.isPending && retry.variables?._id === mail._id}
                    onClick={() => retry.mutate(mail)}
                    aria-label={t('mail.retryTo', { to: mail.to })}
                  >
                    {t('mail.retry')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </AdminPage>
  );
}
