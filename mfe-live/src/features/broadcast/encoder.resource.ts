import { api, payload } from '@platform/shared';
import type { EncoderKind, EncoderSettings } from '@platform/shared/contract';

/** GET /streaming/encoder: her WHIP URL path and bearer token, her RTMP server URL and stream key. */
export async function getEncoderSettings(): Promise<EncoderSettings> {
  return payload(await api.get<EncoderSettings>('/streaming/encoder'));
}

/** POST /streaming/encoder/{kind}/rotate: a new key of this kind; the old one stops working at once. */
export async function rotateEncoderKey(kind: EncoderKind): Promise<EncoderSettings> {
  return payload(await api.post<EncoderSettings>(`/streaming/encoder/${kind}/rotate`, {}));
}
