import { TextAreaField } from '@platform/shared';
import type { SiteContentSettings } from '@platform/shared/contract';
import { useTexts } from '../../i18n';
import { CheckField, Fieldset } from './content-page.component';
import { ContentSettings } from './content-settings.component';
import { saveSiteSettings, siteSettingsQuery } from './content.resource';

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
  return (
    <ContentSettings
      page="settings"
      query={siteSettingsQuery()}
      save={saveSiteSettings}
      fields={(values, set) =>
        GROUPS.map((group) => (
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
        ))
      }
    />
  );
}
