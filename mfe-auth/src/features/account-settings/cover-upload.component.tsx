import { FileField, UploadProgress } from '@platform/shared';
import { useState } from 'react';
import styled from 'styled-components';
import { AVATAR_ACCEPT, AVATAR_HINT } from '../common/file-rules';
import { uploadCover } from './account.resource';
import { useImageUpload } from './use-image-upload';

export const COVER_UPDATED = 'Your cover photo has been updated.';

const Preview = styled.img`
  width: 100%;
  max-width: 480px;
  aspect-ratio: 8 / 3;
  object-fit: cover;
  border-radius: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

/** A performer's cover photo: what her catalogue card shows while she is offline. Uploaded at once, with progress. */
export function CoverUpload({ current }: { current: string | null }) {
  const [cover, setCover] = useState(current);
  const { progress, error, inputKey, onFiles } = useImageUpload(async (file, onProgress) => {
    setCover(await uploadCover(file, onProgress));
  }, COVER_UPDATED);

  return (
    <div>
      {cover ? <Preview src={cover} alt="Current cover photo" /> : <p>No cover photo yet: your card shows your avatar.</p>}
      <FileField
        key={inputKey}
        label="New cover photo"
        name="cover"
        accept={AVATAR_ACCEPT}
        hint={AVATAR_HINT}
        error={error}
        disabled={progress !== null}
        onFiles={onFiles}
      />
      {progress !== null && <UploadProgress percent={progress} label="Uploading cover photo" />}
    </div>
  );
}
