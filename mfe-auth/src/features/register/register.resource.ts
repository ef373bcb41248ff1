import { api } from '@platform/shared';
import type { PerformerRegisterFields, StudioRegisterFields, UserRegisterRequest } from '@platform/shared/contract';

export type DocumentRole = 'performer' | 'studio';

export interface VerificationFiles {
  documentVerification: File;
  idVerification: File;
}

/** POST /auth/users/register — plain JSON fields. */
export function registerUser(body: UserRegisterRequest): Promise<unknown> {
  return api.post<unknown>('/auth/users/register', body).then((res) => res.data);
}

const documentPaths: Record<DocumentRole, string> = {
  performer: '/auth/performers/register',
  studio: '/auth/studio/register',
};

/** Performers and studios register with a multipart body: both verification files plus the fields. */
export function registerWithDocuments(
  role: DocumentRole,
  files: VerificationFiles,
  fields: PerformerRegisterFields | StudioRegisterFields,
  onProgress: (percent: number) => void,
): Promise<unknown> {
  return api
    .upload<unknown>(
      documentPaths[role],
      { documentVerification: files.documentVerification, idVerification: files.idVerification },
      { ...fields },
      { method: 'POST', onProgress },
    )
    .then((res) => res.data);
}
