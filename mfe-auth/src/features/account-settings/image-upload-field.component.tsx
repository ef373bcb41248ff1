import { FileField, UploadProgress } from '@platform/shared';
import { useTexts } from '../../i18n';
import { AVATAR_ACCEPT } from '../common/file-rules';
import type { useImageUpload } from './use-image-upload';

/** The picker of an image uploaded at once (see useImageUpload), with its progress; texts from `<name>.new|uploading`. */
export function ImageUploadField({ name, upload }: { name: 'avatar' | 'cover'; upload: ReturnType<typeof useImageUpload> }) {
  const { t } = useTexts();
  const { progress, error, inputKey, onFiles } = upload;
  return (
    <>
      <FileField
        key={inputKey}
        label={t(`${name}.new`)}
        name={name}
        accept={AVATAR_ACCEPT}
        hint={t('files.avatarHint')}
        error={error}
        disabled={progress !== null}
        onFiles={onFiles}
      />
      {progress !== null && <UploadProgress percent={progress} label={t(`${name}.uploading`)} />}
    </>
  );
}
