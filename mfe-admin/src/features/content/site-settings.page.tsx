import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, getServerMessage, LoadingState, QueryError, TextAreaField, toast } from '@platform/shared';
import type { SiteContentSettings } from '@platform/shared/contract';
import { useTexts } from '../../i18n';
import { CheckField, ContentPage, Fieldset } from './content-page.component';
import { contentKeys, saveSiteSettings, siteSettingsQuery } from './content.resource';

type TextKey = { [K in keyof SiteContentSettings]: SiteContentSettings[K] extends string ? K : never }[keyof SiteContentSettings];

/** Each group of settings: its on/off switch and its text in English and Russian. */
const GROUPS = [
  { key: 'maintenance', flag: 'maintenanceMode', texts: ['maintenanceMessage', 'maintenanceMessageRu'] },
  { key: 'popup', flag: 'enablePopup18Plus', texts: ['popupContent18Plus', 'popupContent18PlusRu'] },
  { key: 'footer', flag: null, texts: ['footerContent', 'footerContentRu'] },
] as const satisfies ReadonlyArray<{ key: string; flag: keyof SiteContentSettings | null; texts: readonly [TextKey, TextKey] }>;

/** /admin/content/settings: maintenance mode and its message, the 18+ popup and the footer, in English and Russian. */
export function SiteSettingsPage() {
  const { t } = useTexts();
  const settings = useQuery(siteSettingsQuery());
  return (
    <ContentPage page="settings">
      <p>{t('content.settings.intro')}</p>
      {settings.isError ? (
        <QueryError query={settings} />
      ) : settings.data ? (
        <SettingsForm initial={settings.data} />
      ) : (
        <LoadingState text={t('loading')} />
      )}
    </ContentPage>
  );
}

function SettingsForm({ initial }: { initial: SiteContentSettings }) {
  const { t } = useTexts();
  const client = useQueryClient();
  const [values, setValues] = useState(initial);
  const set = <K extends keyof SiteContentSettings>(key: K, value: SiteContentSettings[K]) => setValues((current) => ({ ...current, [key]: value }));
  const save = useMutation({
    mutationFn: saveSiteSettings,
    onSuccess: (saved) => {
      setValues(saved);
      client.setQueryData(contentKeys.settings(), saved);
      toast.success(t('content.settings.saved'));
    },
    onError: (error) => toast.error(getServerMessage(error)),
  });
  return (
    <Form
      aria-label={t('content.pages.settings')}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(values);
      }}
    >
      {GROUPS.map((group) => (
        <Fieldset key={group.key}>
          <legend>{t(`content.settings.${group.key}.title`)}</legend>
          {group.flag && (
            <CheckField label={t(`content.settings.${group.key}.flag`)} checked={values[group.flag]} onChange={(on) => set(group.flag, on)} />
          )}
          {group.texts.map((key, index) => (
            <TextAreaField
              key={key}
              label={t(`content.settings.${group.key}.${index === 0 ? 'en' : 'ru'}`)}
              hint={group.key === 'maintenance' ? undefined : t('content.settings.html')}
              value={values[key]}
              maxLength={group.key === 'maintenance' ? 2000 : 10_000}
              onChange={(e) => set(key, e.target.value)}
            />
          ))}
        </Fieldset>
      ))}
      <div>
        <Button type="submit" variant="primary" busy={save.isPending}>
          {t('content.save')}
        </Button>
      </div>
    </Form>
  );
}
