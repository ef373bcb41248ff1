import { RTCRtpCodecParameters } from 'werift';

/**
 * Codecs pinned for the whole server so payload types and formats are predictable: H.264 constrained
 * baseline 3.1 (packetization-mode 1, copyable into HLS), VP8 as the fallback, Opus for audio.
 */
export const H264_FMTP = 'level-asymmetry-allowed=1;packetization-mode=1;profile-level-id=42e01f';
export const OPUS_FMTP = 'minptime=10;useinbandfec=1';
export const PAYLOAD_TYPES = { opus: 111, vp8: 96, h264: 102 } as const;

export type VideoCodecName = 'H264' | 'VP8';
export type PreferredVideoCodec = 'h264' | 'vp8';

const videoFeedback = () => [{ type: 'nack' }, { type: 'nack', parameter: 'pli' }, { type: 'ccm', parameter: 'fir' }];

export function h264Codec(): RTCRtpCodecParameters {
  return new RTCRtpCodecParameters({
    mimeType: 'video/H264',
    clockRate: 90000,
    payloadType: PAYLOAD_TYPES.h264,
    parameters: H264_FMTP,
    rtcpFeedback: videoFeedback(),
  });
}

export function vp8Codec(): RTCRtpCodecParameters {
  return new RTCRtpCodecParameters({
    mimeType: 'video/VP8',
    clockRate: 90000,
    payloadType: PAYLOAD_TYPES.vp8,
    rtcpFeedback: videoFeedback(),
  });
}

export function opusCodec(): RTCRtpCodecParameters {
  return new RTCRtpCodecParameters({
    mimeType: 'audio/opus',
    clockRate: 48000,
    channels: 2,
    payloadType: PAYLOAD_TYPES.opus,
    parameters: OPUS_FMTP,
  });
}

/** Fresh codec objects per peer connection: werift writes into them. */
export function videoCodecFor(name: VideoCodecName): RTCRtpCodecParameters {
  return name === 'H264' ? h264Codec() : vp8Codec();
}

export function codecNameOf(mimeType: string): VideoCodecName | 'opus' | undefined {
  const subtype = mimeType.split('/')[1]?.toLowerCase();
  if (subtype === 'h264') return 'H264';
  if (subtype === 'vp8') return 'VP8';
  if (subtype === 'opus') return 'opus';
  return undefined;
}
