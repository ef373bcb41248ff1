import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, getServerMessage, LoadingState, QueryError, SelectField, toast } from '@platform/shared';
import type { StreamDelivery, StreamingSettings } from '@platform/shared/contract';
import { useTexts } from '../../i18n';
import { CheckField, ContentPage, Fieldset } from './content-page.component';
import { contentKeys, saveStreamingSettings, streamingSettingsQuery } from './content.resource';

const SHOWS = ['optionForBroadcast', 'optionForGroup', 'optionForPrivate'] as const;
const DELIVERIES: StreamDelivery[] = ['hls', 'webrtc'];

/** /admin/content/streaming: how viewers receive each kind of show, and whether the media server asks for signed tokens. */
export function StreamingSettingsPage() {
  const { t } = useTexts();
  const settings = useQuery(streamingSettingsQuery());
  return (
    <ContentPage page="streaming">
      <p>{t('content.streaming.intro')}</p>
      {settings.isError ? (
        <QueryError query={settings} />
      ) : settings.data ? (
        <StreamingForm initial={settings.data} />
      ) : (
        <LoadingState text={t('loading')} />
      )}
    </ContentPage>
  );
}

function StreamingForm({ initial }: { initial: StreamingSettings }) {
  const { t } = useTexts();
  const client = useQueryClient();
  const [values, setValues] = useState(initial);
  const save = useMutation({
    mutationFn: saveStreamingSettings,
    onSuccess: (saved) => {
      setValues(saved);
      client.setQueryData(contentKeys.streaming(), saved);
      toast.success(t('content.streaming.saved'));
    },
    onError: (error) => toast.error(getServerMessage(error)),
  });
  return (
    <Form
      aria-label={t('content.pages.streaming')}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(values);
      }}
    >
      <Fieldset>
        <legend>{t('content.streaming.delivery')}</legend>
        {SHOWS.map((show) => (
          <SelectField
            key={show}
            label={t(`content.streaming.shows.${show}`)}
            value={values[show]}
            options={DELIVERIES.map((delivery) => ({ value: delivery, label: t(`content.streaming.deliveries.${delivery}`) }))}
            onChange={(e) => setValues({ ...values, [show]: e.target.value as StreamDelivery })}
          />
        ))}
      </Fieldset>
      <CheckField label={t('content.streaming.secure')} checked={values.secureOption} onChange={(on) => setValues({ ...values, secureOption: on })} />
      <div>
        <Button type="submit" variant="primary" busy={save.isPending}>
          {t('content.save')}
        </Button>
      </div>
    </Form>
  );
}
