import { useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Button, Form, getServerMessage, toast } from '@platform/shared';
import { QueryView } from '../../common/query-view.component';
import { useTexts } from '../../i18n';
import { ContentPage } from './content-page.component';

type Setter<T> = <K extends keyof T>(key: K, value: T[K]) => void;

interface SettingsProps<T, K extends QueryKey> {
  page: 'settings' | 'streaming';
  /** The settings' query; what is saved replaces its answer. */
  query: UseQueryOptions<T, Error, T, K> & { queryKey: K };
  save(values: T): Promise<T>;
  fields(values: T, set: Setter<T>): ReactNode;
}

/** A Site content page of settings: its introduction, then one form of them with Save (the server's answer is kept). */
export function ContentSettings<T, K extends QueryKey = QueryKey>({ page, query, save, fields }: SettingsProps<T, K>) {
  const { t } = useTexts();
  const settings = useQuery(query);
  return (
    <ContentPage page={page}>
      <p>{t(`content.${page}.intro`)}</p>
      <QueryView query={settings}>{(initial) => <SettingsForm page={page} query={query} save={save} fields={fields} initial={initial} />}</QueryView>
    </ContentPage>
  );
}

function SettingsForm<T, K extends QueryKey>({ page, query, save, fields, initial }: SettingsProps<T, K> & { initial: T }) {
  const { t } = useTexts();
  const client = useQueryClient();
  const [values, setValues] = useState(initial);
  const set: Setter<T> = (key, value) => setValues((current) => ({ ...current, [key]: value }));
  const saving = useMutation({
    mutationFn: save,
    onSuccess: (saved) => {
      setValues(saved);
      client.setQueryData<T>(query.queryKey, saved);
      toast.success(t(`content.${page}.saved`));
    },
    onError: (error) => toast.error(getServerMessage(error)),
  });
  return (
    <Form
      aria-label={t(`content.pages.${page}`)}
      onSubmit={(e) => {
        e.preventDefault();
        saving.mutate(values);
      }}
    >
      {fields(values, set)}
      <div>
        <Button type="submit" variant="primary" busy={saving.isPending}>
          {t('content.save')}
        </Button>
      </div>
    </Form>
  );
}
