import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { FileField, Form, rules, type Schema, SelectField, TextAreaField, TextField, useForm } from '@platform/shared';
import type { AssetStatus, Photo } from '@platform/shared/contract';
import { LoadOne } from './load-one.component';
import { ownGalleriesQuery, ownPhotoQuery } from './studio.query';
import { ownListParams, updatePhoto, uploadPhoto, type FormFields } from './studio.resource';
import { FILE_ACCEPT, FILE_HINT, fileMessages, optionalFile, requiredFile } from './studio-file-rules';
import { filePicker, SaveActions, StatusAndPriceFields, useUploadSave } from './studio-form';
import { FormBox, Preview, priceRule, SectionHead, studioTexts, STUDIO_PATH, tokenOf, UploadStatus } from './studio-ui';

const LIST = `${STUDIO_PATH}/photos`;

type Values = {
  title: string;
  description: string;
  galleryId: string;
  status: string;
  pricing: string;
  token: string;
  photo: File | null;
};

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
  return <PhotoForm galleryId={search.get('galleryId') ?? ''} onSaved={() => navigate(LIST)} />;
}

/** /account/content/photos/:id/edit */
export function PhotoEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useQuery(ownPhotoQuery(id));
  return (
    <LoadOne query={query} noun="photo" backTo={LIST}>
      {(photo) => <PhotoForm key={photo._id} photo={photo} galleryId={photo.galleryId ?? ''} onSaved={() => navigate(LIST)} />}
    </LoadOne>
  );
}

function PhotoForm({ photo, galleryId, onSaved }: { photo?: Photo; galleryId: string; onSaved(): void }) {
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
        photo ? studioTexts.updated : studioTexts.photoUploaded,
      );
      if (outcome.done) onSaved();
    },
  });

  const pick = filePicker<'photo'>(form);

  const galleryOptions = (galleries.data?.data ?? []).map((g) => ({ value: g._id, label: g.name }));
  const current = photo?.photo.thumbnails.at(-1);
  return (
    <FormBox>
      <SectionHead>
        <h2>{photo ? 'Edit photo' : 'Upload a photo'}</h2>
      </SectionHead>
      <Form aria-label={photo ? 'Edit photo' : 'Upload photo'} error={form.submitError} onSubmit={form.handleSubmit}>
        {current && <Preview src={current} alt={photo?.title || 'Current photo'} />}
        <FileField
          label={photo ? 'Replace the photo' : 'Photo'}
          name="photo"
          accept={FILE_ACCEPT.image}
          hint={FILE_HINT.image}
          error={form.errors.photo}
          disabled={upload.busy}
          onFiles={pick('photo', 'image')}
        />
        <TextField label="Title" hint={photo ? undefined : 'Optional: the file name is used otherwise'} {...form.field('title')} />
        <TextAreaField label="Description" {...form.field('description')} />
        <SelectField
          label="Gallery"
          placeholder={galleries.isError ? 'Galleries unavailable' : 'No gallery'}
          options={galleryOptions}
          {...form.field('galleryId')}
        />
        <StatusAndPriceFields form={form} status={photo?.status as AssetStatus | undefined} />
        <UploadStatus upload={upload} label={photo ? 'Saving photo' : 'Uploading photo'} />
        <SaveActions kind="photos" label={photo ? 'Save changes' : 'Upload photo'} busy={form.submitting} />
      </Form>
    </FormBox>
  );
}
