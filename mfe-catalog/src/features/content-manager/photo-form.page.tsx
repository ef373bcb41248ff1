import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { rules, type Schema, SelectField, TextAreaField, TextField, useForm } from '@platform/shared';
import type { AssetStatus, Photo } from '@platform/shared/contract';
import { LoadOne } from './load-one.component';
import { useTexts } from '../../i18n';
import { ownGalleriesQuery, ownPhotoQuery } from './manager.query';
import { ownListParams, updatePhoto, uploadPhoto, type FormFields } from './manager.resource';
import { fileMessages, optionalFile, requiredFile } from './manager-file-rules';
import { SaveActions, StatusAndPriceFields, ManagerFileField, ManagerForm, useUploadSave, type ManagerValues } from './manager-form';
import { Preview, priceRule, managerTexts, MANAGER_PATH, tokenOf, UploadStatus } from './manager-ui';

const LIST = `${MANAGER_PATH}/photos`;

type Values = ManagerValues<'title', { galleryId: string; photo: File | null }>;

const schemaFor = (isNew: boolean): Schema<Values> => ({
  title: rules.maxLength(200),
  description: rules.maxLength(5000),
  token: priceRule,
  photo: isNew ? requiredFile('image', fileMessages.photoRequired) : optionalFile('image'),
});

const toFields = (v: Values): FormFields => {
  const token = tokenOf(v.pricing, v.token);
  return {
    title: v.title.trim() || undefined,
    description: v.description,
    galleryId: v.galleryId || undefined,
    status: v.status,
    token,
    isSale: token > 0,
  };
};

/** /account/content/photos/new (?galleryId= preselects one of her galleries) */
export function PhotoUploadPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  return <PhotoForm galleryId={search.get('galleryId') ?? ''} onSaved={() => void navigate(LIST)} />;
}

/** /account/content/photos/:id/edit */
export const PhotoEditPage = () => (
  <LoadOne itemQuery={ownPhotoQuery} noun="photo" backTo={LIST}>
    {(photo, backToList) => <PhotoForm photo={photo} galleryId={photo.galleryId ?? ''} onSaved={backToList} />}
  </LoadOne>
);

function PhotoForm({ photo, galleryId, onSaved }: { photo?: Photo; galleryId: string; onSaved(): void }) {
  const { t } = useTexts();
  const { upload, save } = useUploadSave();
  const galleries = useQuery(ownGalleriesQuery(ownListParams(1, 200)));
  const form = useForm<Values>({
    initialValues: {
      title: photo?.title ?? '',
      description: photo?.description ?? '',
      galleryId,
      status: photo?.status ?? 'active',
      pricing: photo && photo.isSale && photo.token > 0 ? 'paid' : 'free',
      token: photo && photo.token > 0 ? String(photo.token) : '',
      photo: null,
    },
    schema: schemaFor(!photo),
    showErrorsOn: 'submit',
    onSubmit: async (v) => {
      const outcome = await save(
        (options) => (photo ? updatePhoto(photo._id, v.photo, toFields(v), options) : uploadPhoto(v.photo as File, toFields(v), options)),
        photo ? managerTexts.updated : managerTexts.photoUploaded,
      );
      if (outcome.done) onSaved();
    },
  });

  const galleryOptions = (galleries.data?.data ?? []).map((g) => ({ value: g._id, label: g.name }));
  const current = photo?.photo.thumbnails.at(-1);
  return (
    <ManagerForm
      title={photo ? t('manager.photo.edit') : t('manager.photo.uploadTitle')}
      label={photo ? t('manager.photo.edit') : t('manager.lists.photos.create')}
      form={form}
    >
      {current && <Preview src={current} alt={photo?.title || t('manager.photo.current')} />}
      <ManagerFileField
        form={form}
        name="photo"
        kind="image"
        label={photo ? t('manager.photo.replace') : t('manager.photo.file')}
        busy={upload.busy}
      />
      <TextField label={t('manager.fields.title')} hint={photo ? undefined : t('manager.photo.titleHint')} {...form.field('title')} />
      <TextAreaField label={t('manager.fields.description')} {...form.field('description')} />
      <SelectField
        label={t('manager.photo.gallery')}
        placeholder={galleries.isError ? t('manager.photo.galleriesUnavailable') : t('manager.photo.noGallery')}
        options={galleryOptions}
        {...form.field('galleryId')}
      />
      <StatusAndPriceFields form={form} status={photo?.status as AssetStatus | undefined} />
      <UploadStatus upload={upload} label={photo ? t('manager.photo.saving') : t('manager.photo.uploading')} />
      <SaveActions kind="photos" label={photo ? t('manager.saveChanges') : t('manager.lists.photos.create')} busy={form.submitting} />
    </ManagerForm>
  );
}
