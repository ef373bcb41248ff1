import { api, payload, type Account } from '@platform/shared';
import type {
  Country,
  MemberProfile,
  Paged,
  PerformerBlocking,
  PerformerDocument,
  PerformerDocumentType,
  PerformerSelf,
  UpdateBroadcastSettingRequest,
  UpdateDefaultPriceRequest,
  UpdatePerformerRequest,
} from '@platform/shared/contract';
import { queryOptions } from '@tanstack/react-query';

/** Reference lists never change while the page is open: the API lets browsers keep them for an hour. */
const HOUR_MS = 60 * 60_000;

const keys = {
  blocking: ['live', 'performer-settings', 'blocking'] as const,
  countries: ['live', 'performer-settings', 'reference', 'countries'] as const,
  timezones: ['live', 'performer-settings', 'reference', 'timezones'] as const,
};
export const settingsKeys = keys;

/** GET /settings/countries: [{code, name}] (ISO 3166-1 alpha-2, sorted by name). */
export const countriesQuery = () =>
  queryOptions({
    queryKey: keys.countries,
    queryFn: async (): Promise<Country[]> => payload(await api.get<Country[]>('/settings/countries')),
    staleTime: HOUR_MS,
  });

/** GET /settings/timezones: IANA names. */
export const timezonesQuery = () =>
  queryOptions({
    queryKey: keys.timezones,
    queryFn: async (): Promise<string[]> => payload(await api.get<string[]>('/settings/timezones')),
    staleTime: HOUR_MS,
  });

/** PUT /performers (the API's performer profile update; answers her whole profile). */
export async function updatePerformer(body: UpdatePerformerRequest): Promise<PerformerSelf> {
  return payload(await api.put<PerformerSelf>('/performers', body));
}

/** POST /performers/default-price/update {privateCallPrice?, groupCallPrice?} → her profile. */
export async function updateDefaultPrices(body: UpdateDefaultPriceRequest): Promise<PerformerSelf> {
  return payload(await api.post<PerformerSelf>('/performers/default-price/update', body));
}

/** POST /performers/broadcast-setting/update → her profile. */
export async function updateBroadcastSetting(body: UpdateBroadcastSettingRequest): Promise<PerformerSelf> {
  return payload(await api.post<PerformerSelf>('/performers/broadcast-setting/update', body));
}

/** POST /performers/streaming-status/update {status} ('' clears it) → her profile. */
export async function updateStreamingStatus(status: string): Promise<PerformerSelf> {
  return payload(await api.post<PerformerSelf>('/performers/streaming-status/update', { status }));
}

/** GET /performers/blocking: blocked members (latest first) and blocked country codes. */
export const blockingQuery = () =>
  queryOptions({
    queryKey: keys.blocking,
    queryFn: async (): Promise<PerformerBlocking> => payload(await api.get<PerformerBlocking>('/performers/blocking')),
  });

/** POST /performers/blocking/update {userIds} or {countries} → the whole list (404 when no id is a member). */
export async function updateBlocking(body: { userIds: string[] } | { countries: string[] }): Promise<PerformerBlocking> {
  return payload(await api.post<PerformerBlocking>('/performers/blocking/update', body));
}

/** DELETE /performers/blocking/users {userId} → the whole list. */
export async function unblockMember(userId: string): Promise<PerformerBlocking> {
  return payload(await api.delete<PerformerBlocking>('/performers/blocking/users', { data: { userId } }));
}

/** GET /users/search?q= — for a performer: the active members who tipped, bought, messaged or watched her shows. */
export async function searchMembers(q: string): Promise<MemberProfile[]> {
  const page = payload(await api.get<Paged<MemberProfile>>('/users/search', { params: { q, limit: 20 } }));
  return page?.data ?? [];
}

export interface UploadCallOptions {
  onProgress: (percent: number) => void;
  signal: AbortSignal;
}

/**
 * POST /performers/documents/upload (multipart `file`, field `type`) or, for the release form,
 * POST /performers/release-form/upload (multipart `file`). Stored privately: the answer names the file, no link.
 */
export async function uploadPerformerDocument(type: PerformerDocumentType, file: File, options: UploadCallOptions): Promise<PerformerDocument> {
  const res =
    type === 'releaseForm'
      ? await api.upload<PerformerDocument>('/performers/release-form/upload', { file }, {}, options)
      : await api.upload<PerformerDocument>('/performers/documents/upload', { file }, { type }, options);
  return payload(res);
}

export const asPerformer = (account: Account): Partial<PerformerSelf> => account as Partial<PerformerSelf>;
