import { api, type Account } from '@platform/shared';
import type {
  Role,
  UpdatePasswordRequest,
  UpdatePasswordResponse,
  UpdatePerformerRequest,
  UpdateStudioRequest,
  UpdateUserRequest,
} from '@platform/shared/contract';

export type ProfileUpdate = UpdateUserRequest | UpdatePerformerRequest | UpdateStudioRequest;

/** PUT /auth/users/me/password — needs the current password; resolves to the new token that replaces the caller's. */
export function updatePassword(body: UpdatePasswordRequest): Promise<Partial<UpdatePasswordResponse>> {
  return api.put<UpdatePasswordResponse>('/auth/users/me/password', body).then((res) => res?.data ?? {});
}

const profilePaths: Record<Role, string> = {
  user: '/users',
  performer: '/performers',
  studio: '/studio/update',
};

const isAccount = (v: unknown): v is Account => typeof v === 'object' && v !== null && '_id' in v;

/** PUT /users | PUT /performers | PUT /studio/update. Resolves to the account as it now is. */
export function updateProfile(role: Role, current: Account, body: ProfileUpdate): Promise<Account> {
  return api.put<unknown>(profilePaths[role], body).then((res) =>
    // Some installations answer with the saved record, others with a flag: fall back to merging.
    isAccount(res.data) ? res.data : ({ ...current, ...body } as Account),
  );
}

// The API has avatar uploads for users and performers only.
export type AvatarRole = 'user' | 'performer';
const avatarPaths: Record<AvatarRole, string> = {
  user: '/users/avatar/upload',
  performer: '/performers/avatar/upload',
};

/** Multipart upload of the `avatar` file; resolves to the new avatar URL when the API returns one. */
export function uploadAvatar(role: AvatarRole, file: File, onProgress: (percent: number) => void): Promise<string | null> {
  return api.upload<unknown>(avatarPaths[role], { avatar: file }, {}, { method: 'POST', onProgress }).then((res) => {
    const data = res.data as { url?: unknown; avatar?: unknown } | string | null;
    if (typeof data === 'string') return data;
    if (data && typeof data.url === 'string') return data.url;
    if (data && typeof data.avatar === 'string') return data.avatar;
    return null;
  });
}

/** POST /performers/cover/upload (multipart `cover`) → the URL of her new cover. */
export async function uploadCover(file: File, onProgress: (percent: number) => void): Promise<string | null> {
  const res = await api.upload<unknown>('/performers/cover/upload', { cover: file }, {}, { method: 'POST', onProgress });
  const data = res.data as { url?: unknown } | null;
  return data && typeof data.url === 'string' ? data.url : null;
}
