import { useState } from 'react';
import styled from 'styled-components';
import { useTexts } from '../../i18n';
import { uploadCover } from './account.resource';
import { ImageUploadField } from './image-upload-field.component';
import { useImageUpload } from './use-image-upload';

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
  const { t } = useTexts();
  const [cover, setCover] = useState(current);
  const upload = useImageUpload(async (file, onProgress) => {
    setCover(await uploadCover(file, onProgress));
  }, t('cover.updated'));

  return (
    <div>
      {cover ? <Preview src={cover} alt={t('cover.current')} /> : <p>{t('cover.none')}</p>}
      <ImageUploadField name="cover" upload={upload} />
    </div>
  );
}
