import { useState } from 'react';
import { Button, rules, type Schema, SelectField, TextField, useForm, VIDEO_CATEGORIES } from '@platform/shared';
import { categoryKey } from '../content/filter-bar.component';
import { useTexts } from '../../i18n';
import type { AssetStatus, Video } from '@platform/shared/contract';
import { LoadOne } from './load-one.component';
import { ownVideoQuery } from './manager.query';
import { updateVideo, uploadVideo, type FormFields } from './manager.resource';
import { FILE_HINT, fileMessages, optionalFile, requiredFile } from './manager-file-rules';
import { NamingFields, SaveActions, StatusAndPriceFields, ManagerFileField, ManagerForm, useUploadSave, type ManagerValues } from './manager-form';
import {
  Actions,
  ButtonLink,
  FieldRow,
  FormBox,
  Note,
  Preview,
  priceRule,
  SectionHead,
  managerTexts,
  MANAGER_PATH,
  tokenOf,
  UploadStatus,
} from './manager-ui';

const LIST = `${MANAGER_PATH}/videos`;

type Values = ManagerValues<
  'title',
  { theme: string; tags: string; actresses: string; video: File | null; trailer: File | null; thumbnail: File | null }
>;

const schemaFor = (isNew: boolean): Schema<Values> => ({
  title: [rules.required, rules.maxLength(200)],
  description: rules.maxLength(5000),
  tags: rules.maxLength(1000),
  actresses: rules.maxLength(1000),
  token: priceRule,
  video: isNew ? requiredFile('video', fileMessages.videoRequired) : optionalFile('video'),
  trailer: optionalFile('video'),
  thumbnail: optionalFile('image'),
});

const initialValues = (video?: Video): Values => ({
  title: video?.title ?? '',
  description: video?.description ?? '',
  theme: video?.theme ?? '',
  tags: video?.tags.join(', ') ?? '',
  actresses: video?.actresses.join(', ') ?? '',
  status: video?.status ?? 'active',
  pricing: video && video.isSaleVideo && video.token > 0 ? 'paid' : 'free',
  token: video && video.token > 0 ? String(video.token) : '',
  video: null,
  trailer: null,
  thumbnail: null,
});

/** The VideoForm fields as multipart text. */
const toFields = (v: Values): FormFields => {
  const token = tokenOf(v.pricing, v.token);
  return {
    title: v.title.trim(),
    description: v.description,
    status: v.status,
    token,
    isSaleVideo: token > 0,
    theme: v.theme,
    tags: v.tags,
    actresses: v.actresses,
  };
};

/** /account/content/videos/new */
export function VideoCreatePage() {
  const [uploaded, setUploaded] = useState<Video | null>(null);
  const [round, setRound] = useState(0);
  if (uploaded) {
    return (
      <UploadedVideo
        video={uploaded}
        onAnother={() => {
          setUploaded(null);
          setRound((r) => r + 1);
        }}
      />
    );
  }
  return <VideoForm key={round} onSaved={setUploaded} />;
}

/** /account/content/videos/:id/edit */
export const VideoEditPage = () => (
  <LoadOne itemQuery={ownVideoQuery} noun="video" backTo={LIST}>
    {(video, backToList) => <VideoForm video={video} onSaved={backToList} />}
  </LoadOne>
);

/** What she sees once the video is in: its poster (the uploaded thumbnail, else a frame of the video). */
function UploadedVideo({ video, onAnother }: { video: Video; onAnother(): void }) {
  const { t } = useTexts();
  const poster = video.thumbnail ?? video.poster;
  return (
    <FormBox>
      <SectionHead>
        <h2>{t('manager.toast.videoUploaded')}</h2>
      </SectionHead>
      {poster ? <Preview src={poster} alt={t('manager.posterOf', { title: video.title })} /> : <Note>{t('manager.video.posterNotReady')}</Note>}
      <Note>
        {video.title} · {t(`manager.status.${video.status === 'draft' ? 'draft' : 'active'}`)}
        {video.processing ? ` · ${t('manager.video.stillProcessing')}` : ''}
      </Note>
      <Actions>
        <ButtonLink $primary to={`${LIST}/${video._id}/edit`}>
          {t('manager.video.edit')}
        </ButtonLink>
        <Button onClick={onAnother}>{t('manager.video.another')}</Button>
        <ButtonLink to={LIST}>{t('manager.backTo.videos')}</ButtonLink>
      </Actions>
    </FormBox>
  );
}

function VideoForm({ video, onSaved }: { video?: Video; onSaved(video: Video): void }) {
  const { t } = useTexts();
  const isNew = !video;
  const { upload, save } = useUploadSave();
  const form = useForm<Values>({
    initialValues: initialValues(video),
    schema: schemaFor(isNew),
    showErrorsOn: 'submit',
    onSubmit: async (v) => {
      const files = { video: v.video, trailer: v.trailer, thumbnail: v.thumbnail };
      const outcome = await save(
        (options) => (video ? updateVideo(video._id, files, toFields(v), options) : uploadVideo(files, toFields(v), options)),
        video ? managerTexts.updated : managerTexts.videoUploaded,
      );
      if (outcome.done) onSaved(outcome.value);
    },
  });

  const poster = video?.thumbnail ?? video?.poster;
  return (
    <ManagerForm
      title={video ? t('manager.editTitle', { title: video.title }) : t('manager.video.uploadTitle')}
      label={video ? t('manager.video.edit') : t('manager.lists.videos.create')}
      form={form}
    >
      <NamingFields form={form} naming="title" />
      <FieldRow>
        <SelectField
          label={t('filters.category')}
          placeholder={t('manager.fields.noCategory')}
          options={VIDEO_CATEGORIES.map((c) => ({ value: c, label: t(categoryKey(c)) }))}
          {...form.field('theme')}
        />
        <TextField label={t('manager.fields.tags')} hint={t('manager.fields.commas')} {...form.field('tags')} />
      </FieldRow>
      <TextField label={t('manager.fields.actresses')} hint={t('manager.fields.actressesHint')} {...form.field('actresses')} />
      <StatusAndPriceFields form={form} status={video?.status as AssetStatus | undefined} />
      {poster && <Preview src={poster} alt={t('manager.posterOf', { title: video?.title })} />}
      <ManagerFileField
        form={form}
        name="video"
        kind="video"
        label={video ? t('manager.video.replaceFile') : t('manager.video.file')}
        busy={upload.busy}
      />
      <FieldRow>
        <ManagerFileField
          form={form}
          name="trailer"
          kind="video"
          label={video?.trailer ? t('manager.video.replaceTrailer') : t('manager.video.trailer')}
          busy={upload.busy}
        />
        <ManagerFileField
          form={form}
          name="thumbnail"
          kind="image"
          label={video ? t('manager.video.replaceThumbnail') : t('manager.video.thumbnail')}
          hint={video ? FILE_HINT.image : `${FILE_HINT.image} ${t('manager.video.thumbnailHint')}`}
          busy={upload.busy}
        />
      </FieldRow>
      <UploadStatus upload={upload} label={video ? t('manager.video.saving') : t('manager.video.uploading')} />
      <SaveActions kind="videos" label={video ? t('manager.saveChanges') : t('manager.lists.videos.create')} busy={form.submitting} />
    </ManagerForm>
  );
}
