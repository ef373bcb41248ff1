import { FileField, avatarOrDefault, bus, getServerMessage, toast, type Account, UploadProgress } from '@platform/shared';
import { useState } from 'react';
import styled from 'styled-components';
import { AVATAR_ACCEPT, AVATAR_HINT, avatarFile } from '../common/file-rules';
import { uploadAvatar, type AvatarRole } from './account.resource';

const Layout = styled.div`
  display: flex;
  gap: 20px;
  align-items: flex-start;
  img {
    width: 96px;
    height: 96px;
    border-radius: 50%;
    object-fit: cover;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  > div {
    flex: 1;
  }
`;

export const AVATAR_UPDATED = 'Your avatar has been updated.';

/** Picks an image and uploads it at once, showing progress; the header's avatar follows through the bus. */
export function AvatarUpload({ role, account }: { role: AvatarRole; account: Account }) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);

  async function onFiles(files: File[]) {
    const file = files[0];
    if (!file) return;
    const invalid = avatarFile(file, {});
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    setProgress(0);
    try {
      const url = await uploadAvatar(role, file, setProgress);
      const current = bus.auth.value();
      const base = current.status === 'signed-in' ? current.user : account;
      bus.auth.set({ status: 'signed-in', role, user: { ...base, avatar: url ?? base.avatar } as Account });
      toast.success(AVATAR_UPDATED);
    } catch (e) {
      const message = getServerMessage(e);
      setError(message);
      toast.error(message);
    } finally {
      setProgress(null);
      setInputKey((k) => k + 1); // lets the same file be picked again
    }
  }

  return (
    <Layout>
      <img src={avatarOrDefault(account.avatar, role)} alt="Current avatar" />
      <div>
        <FileField
          key={inputKey}
          label="New avatar"
          name="avatar"
          accept={AVATAR_ACCEPT}
          hint={AVATAR_HINT}
          error={error}
          disabled={progress !== null}
          onFiles={(files) => void onFiles(files)}
        />
        {progress !== null && <UploadProgress percent={progress} label="Uploading avatar" />}
      </div>
    </Layout>
  );
}
