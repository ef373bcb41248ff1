import { Type, type Static } from '@sinclair/typebox';

/** Which encoder protocol a key is for: WHIP (OBS 30+, HTTP) or RTMP (any encoder). */
export const EncoderKind = Type.Union([Type.Literal('whip'), Type.Literal('rtmp')]);
export type EncoderKind = Static<typeof EncoderKind>;

/** GET /streaming/encoder (the performer herself): where OBS or another encoder sends her show, with her keys. */
export const EncoderSettings = Type.Object({
  /** WHIP endpoint path on the site's origin (the page makes it absolute); the bearer token is `whipToken`. */
  whipPath: Type.String(),
  whipToken: Type.String(),
  /** RTMP server URL (OBS "Server"); the stream key is `rtmpKey`. */
  rtmpUrl: Type.String(),
  rtmpKey: Type.String(),
});
export type EncoderSettings = Static<typeof EncoderSettings>;

export const EncoderKindParams = Type.Object({ kind: EncoderKind });
export type EncoderKindParams = Static<typeof EncoderKindParams>;

/** POST /streaming/encoder/start (media server, X-Media-Secret): an encoder offers a key; she goes live. */
export const EncoderStartRequest = Type.Object({ key: Type.String({ maxLength: 200 }), kind: EncoderKind }, { additionalProperties: false });
export type EncoderStartRequest = Static<typeof EncoderStartRequest>;

/** The show the encoder publishes: the media stream id, its name and the one-time publish token. */
export const EncoderStartResponse = Type.Object({
  streamId: Type.String(),
  streamName: Type.String(),
  publishToken: Type.String(),
  performerId: Type.String(),
});
export type EncoderStartResponse = Static<typeof EncoderStartResponse>;
