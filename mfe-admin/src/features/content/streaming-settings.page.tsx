import { SelectField } from '@platform/shared';
import type { StreamDelivery } from '@platform/shared/contract';
import { useTexts } from '../../i18n';
import { CheckField, Fieldset } from './content-page.component';
import { ContentSettings } from './content-settings.component';
import { saveStreamingSettings, streamingSettingsQuery } from './content.resource';

const SHOWS = ['optionForBroadcast', 'optionForGroup', 'optionForPrivate'] as const;
const DELIVERIES: StreamDelivery[] = ['hls', 'webrtc'];

/** /admin/content/streaming: how viewers receive each kind of show, and whether the media server asks for signed tokens. */
export function StreamingSettingsPage() {
  const { t } = useTexts();
  return (
    <ContentSettings
      page="streaming"
      query={streamingSettingsQuery()}
      save={saveStreamingSettings}
      fields={(values, set) => (
        <>
          <Fieldset>
            <legend>{t('content.streaming.delivery')}</legend>
            {SHOWS.map((show) => (
              <SelectField
                key={show}
                label={t(`content.streaming.shows.${show}`)}
                value={values[show]}
                options={DELIVERIES.map((delivery) => ({ value: delivery, label: t(`content.streaming.deliveries.${delivery}`) }))}
                onChange={(e) => set(show, e.target.value as StreamDelivery)}
              />
            ))}
          </Fieldset>
          <CheckField label={t('content.streaming.secure')} checked={values.secureOption} onChange={(on) => set('secureOption', on)} />
        </>
      )}
    />
  );
}
