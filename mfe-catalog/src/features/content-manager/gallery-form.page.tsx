import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { toast, rules, type Schema, SelectField, useForm } from '@platform/shared';
import type { AssetStatus, Gallery, Photo } from '@platform/shared/contract';
import { GalleryPhotos } from './gallery-photos.component';
import { LoadOne } from './load-one.component';
import { useTexts } from '../../i18n';
import { ownGalleryQuery, ownPhotosQuery, useRefreshContent } from './manager.query';
import { createGallery, ownListParams, updateGallery } from './manager.resource';
import { NamingFields, SaveActions, StatusAndPriceFields, ManagerForm, type ManagerValues } from './manager-form';
import { Note, priceRule, managerTexts, MANAGER_PATH, tokenOf } from './manager-ui';

const LIST = `${MANAGER_PATH}/galleries`;
/** A gallery's photos in one page, oldest first, as its public page shows them. */
export const GALLERY_PHOTOS_LIMIT = 200;
export const galleryPhotoParams = (galleryId: string) => ownListParams(1, GALLERY_PHOTOS_LIMIT, { galleryId, sort: 'asc' });

type Values = ManagerValues<'name', { coverPhotoId: string }>;

const schema: Schema<Values> = { name: [rules.required, rules.maxLength(200)], description: rules.maxLength(5000), token: priceRule };

const initialValues = (gallery?: Gallery): Values => ({
  name: gallery?.name ?? '',
  description: gallery?.description ?? '',
  status: gallery?.status ?? 'active',
  pricing: gallery && gallery.isSale && gallery.token > 0 ? 'paid' : 'free',
  token: gallery && gallery.token > 0 ? String(gallery.token) : '',
  coverPhotoId: '',
});

const toBody = (v: Values) => {
  const token = tokenOf(v.pricing, v.token);
  return { name: v.name.trim(), description: v.description, status: v.status as AssetStatus, token, isSale: token > 0 };
};

/** The photo whose picture is the gallery's cover (the answer gives the cover's pictures, not its id). */
export const isCover = (gallery: Gallery, photo: Photo) =>
  !!gallery.coverPhoto && gallery.coverPhoto.thumbnails.some((src) => photo.photo.thumbnails.includes(src));

/** /account/content/galleries/new: the gallery first, its photos next (on its edit page). */
export function GalleryCreatePage() {
  const { t } = useTexts();
  const navigate = useNavigate();
  const refresh = useRefreshContent();
  const form = useForm<Values>({
    initialValues: initialValues(),
    schema,
    showErrorsOn: 'submit',
    onSubmit: async (v) => {
      const gallery = await createGallery(toBody(v));
      toast.success(managerTexts.galleryCreated);
      void refresh();
      void navigate(`${LIST}/${gallery._id}/edit`);
    },
  });
  return (
    <ManagerForm
      title={t('manager.lists.galleries.create')}
      label={t('manager.lists.galleries.create')}
      form={form}
      intro={<Note>{t('manager.gallery.addPhotosNext')}</Note>}
    >
      <GalleryFields form={form} />
      <SaveActions kind="galleries" label={t('manager.gallery.create')} busy={form.submitting} />
    </ManagerForm>
  );
}

/** /account/content/galleries/:id/edit: its fields and cover, and its photos (add, remove). */
export const GalleryEditPage = () => (
  <LoadOne itemQuery={ownGalleryQuery} noun="gallery" backTo={LIST}>
    {(gallery) => <GalleryEditor gallery={gallery} />}
  </LoadOne>
);

function GalleryEditor({ gallery }: { gallery: Gallery }) {
  const { t } = useTexts();
  const navigate = useNavigate();
  const refresh = useRefreshContent();
  const photos = useQuery(ownPhotosQuery(galleryPhotoParams(gallery._id)));
  const form = useForm<Values>({
    initialValues: initialValues(gallery),
    schema,
    showErrorsOn: 'submit',
    onSubmit: async (v) => {
      await updateGallery(gallery._id, { ...toBody(v), ...(v.coverPhotoId ? { coverPhotoId: v.coverPhotoId } : {}) });
      toast.success(managerTexts.updated);
      void refresh();
      void navigate(LIST);
    },
  });
  const list = photos.data?.data ?? [];
  const current = list.find((p) => isCover(gallery, p));
  const coverOptions = list.map((p, i) => ({ value: p._id, label: p.title || t('photos.untitled', { n: i + 1 }) }));
  return (
    <ManagerForm
      title={t('manager.editTitle', { title: gallery.name })}
      label={t('manager.gallery.edit')}
      form={form}
      after={<GalleryPhotos gallery={gallery} query={photos} />}
    >
      <GalleryFields form={form} status={gallery.status} />
      <SelectField
        label={t('manager.gallery.cover')}
        placeholder={
          current
            ? t('manager.gallery.keepCoverOf', { title: current.title || t('manager.gallery.untitled') })
            : list.length
              ? t('manager.gallery.keepCover')
              : t('manager.gallery.addPhotosFirst')
        }
        options={coverOptions}
        disabled={list.length === 0}
        {...form.field('coverPhotoId')}
      />
      <SaveActions kind="galleries" label={t('manager.saveChanges')} busy={form.submitting} />
    </ManagerForm>
  );
}

function GalleryFields({ form, status }: { form: ReturnType<typeof useForm<Values>>; status?: AssetStatus }) {
  return (
    <>
      <NamingFields form={form} naming="name" />
      <StatusAndPriceFields form={form} status={status} />
    </>
  );
}
