import { SelectField, TextField } from '@platform/shared';
import type { AdminBanner, AdminBannerInput } from '@platform/shared/contract';
import { useTexts } from '../../i18n';
import { ActiveField, activeStatusToggle } from './content-page.component';
import { ContentList, OrderInput } from './content-list.component';
import { bannerInput, uploadBannerImage } from './content.resource';

const POSITIONS: AdminBanner['position'][] = ['top', 'bottom', 'right'];
type BannerText = 'title' | 'titleRu' | 'description' | 'descriptionRu' | 'href';

/**
 * /admin/content/banners: every banner with its picture; add, edit, turn on or off, move up or down, delete. A banner's
 * texts in English and Russian, link, place, order, on or off, and its picture (uploaded once saved).
 */
export function BannersPage() {
  const { t } = useTexts();
  return (
    <ContentList<AdminBanner, AdminBannerInput>
      kind="banners"
      name={(banner) => banner.title}
      group={(banner) => banner.position}
      toInput={bannerInput}
      toggle={activeStatusToggle}
      details={(banner) => (
        <>
          {banner.photo.url ? <img src={banner.photo.url} alt="" /> : <span>{t('content.banners.noPicture')}</span>}
          <div className="texts">
            <strong>{banner.title}</strong>
            {banner.titleRu && <span lang="ru"> · {banner.titleRu}</span>}
            <div>
              {t(`content.banners.positions.${banner.position}`)} · {t(`content.statuses.${banner.status}`)}
              {banner.href && ` · ${banner.href}`}
            </div>
          </div>
        </>
      )}
      required="title"
      fields={(values, set) => {
        const text = (key: BannerText) => (
          <TextField
            label={t(`content.banners.fields.${key}`)}
            value={values[key]}
            required={key === 'title'}
            onChange={(e) => set(key, e.target.value)}
          />
        );
        return (
          <>
            {text('title')}
            {text('titleRu')}
            {text('description')}
            {text('descriptionRu')}
            {text('href')}
            <SelectField
              label={t('content.banners.fields.position')}
              value={values.position}
              options={POSITIONS.map((position) => ({ value: position, label: t(`content.banners.positions.${position}`) }))}
              onChange={(e) => set('position', e.target.value as AdminBanner['position'])}
            />
            <OrderInput label={t('content.ordering')} value={values.ordering} onChange={(value) => set('ordering', value)} />
            <ActiveField status={values.status} onChange={(status) => set('status', status)} />
          </>
        );
      }}
      attachment={{
        label: t('content.banners.fields.picture'),
        hint: t('content.banners.pictureHint'),
        accept: 'image/png,image/jpeg,image/gif,image/webp',
        upload: (saved, file, onProgress) => uploadBannerImage(saved._id, file, onProgress),
      }}
    />
  );
}
