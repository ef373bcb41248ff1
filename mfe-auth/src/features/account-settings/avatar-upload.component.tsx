import { avatarOrDefault, bus, type Account } from '@platform/shared';
import styled from 'styled-components';
import { useTexts } from '../../i18n';
import { PHONE } from '@platform/shared/settings-kit';
import { uploadAvatar, type AvatarRole } from './account.resource';
import { ImageUploadField } from './image-upload-field.component';
import { useImageUpload } from './use-image-upload';

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
    min-width: 0;
  }
  ${PHONE} {
    flex-direction: column;
    gap: 12px;
    > div {
      width: 100%;
    }
  }
`;

/** Picks an image and uploads it at once, showing progress; the header's avatar follows through the bus. */
export function AvatarUpload({ role, account }: { role: AvatarRole; account: Account }) {
  const { t } = useTexts();
  const upload = useImageUpload(async (file, onProgress) => {
    const url = await uploadAvatar(role, file, onProgress);
    const current = bus.auth.value();
    const base = current.status === 'signed-in' ? current.user : account;
    bus.auth.set({ status: 'signed-in', role, user: { ...base, avatar: url ?? base.avatar } as Account });
  }, t('avatar.updated'));

  return (
    <Layout>
      <img src={avatarOrDefault(account.avatar, role)} alt={t('avatar.current')} />
      <div>
        <ImageUploadField name="avatar" upload={upload} />
      </div>
    </Layout>
  );
}
