import type { StreamDelivery, WebRtcConfig } from '@platform/shared/contract';
import type { Queryable } from '../../db/db';
import { publicSettings } from './settings.repository';

/** Media settings of the site (application name, player and publisher URLs, playback options), with their defaults. */
export interface MediaSettings {
  appName: string;
  viewerURL: string;
  publisherURL: string;
  secureOption: boolean;
  optionForBroadcast: StreamDelivery;
  optionForPrivate: StreamDelivery;
  optionForGroup: StreamDelivery;
  iceServers: WebRtcConfig['iceServers'];
}

const option = (value: unknown): StreamDelivery => (value === 'webrtc' ? 'webrtc' : 'hls');

export async function mediaSettings(db: Queryable): Promise<MediaSettings> {
  const s = await publicSettings(db);
  const appName = typeof s.AntMediaAppname === 'string' && s.AntMediaAppname ? s.AntMediaAppname : 'WebRTCAppEE';
  return {
    appName,
    viewerURL: typeof s.viewerURL === 'string' ? s.viewerURL : `/${appName}`,
    publisherURL: typeof s.publisherURL === 'string' ? s.publisherURL : `/${appName}`,
    secureOption: s.secureOption === true || s.secureOption === 'true',
    optionForBroadcast: option(s.optionForBroadcast),
    optionForPrivate: option(s.optionForPrivate),
    optionForGroup: option(s.optionForGroup),
    iceServers: Array.isArray(s.iceServers) ? (s.iceServers as MediaSettings['iceServers']) : [],
  };
}

/** Stores one media setting (public, group `general`). */
export async function saveMediaSetting(db: Queryable, key: string, value: unknown) {
  await db.query(
    `INSERT INTO settings (key, value, public, grp) VALUES ($1, $2::jsonb, true, 'general')
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [key, JSON.stringify(value)],
  );
}
