import { RTCPeerConnection, type RTCIceCandidate, type RTCRtpCodecParameters, useAbsSendTime, useSdesMid, useTransportWideCC } from 'werift';
import type { IceServer } from '../config';
import { takeCandidateFrame, type SendFrame } from '../protocol';
import { h264Codec, opusCodec, videoCodecFor, vp8Codec, type VideoCodecName } from './codecs';

export interface PeerOptions {
  iceServers: IceServer[];
}

function basePeerConfig(options: PeerOptions) {
  return {
    iceServers: options.iceServers,
    // werift skips loopback when gathering; a browser on the same machine needs it.
    iceAdditionalHostAddresses: ['127.0.0.1'],
    iceUseIpv6: false,
    bundlePolicy: 'max-bundle' as const,
  };
}

/** The publisher's connection answers the browser's (already pinned) offer with H.264/VP8 + Opus. */
export function createPublisherPeer(options: PeerOptions): RTCPeerConnection {
  return new RTCPeerConnection({
    ...basePeerConfig(options),
    codecs: { video: [h264Codec(), vp8Codec()], audio: [opusCodec()] },
    // transport-cc lets the browser run its send-side bandwidth estimation against werift's feedback.
    headerExtensions: {
      video: [useSdesMid(), useAbsSendTime(), useTransportWideCC()],
      audio: [useSdesMid(), useAbsSendTime(), useTransportWideCC()],
    },
  });
}

/** A player's connection offers exactly the publisher's video codec, so forwarded payloads need no rewriting. */
export function createPlayerPeer(options: PeerOptions, videoCodec: VideoCodecName | undefined): RTCPeerConnection {
  const video: RTCRtpCodecParameters[] = videoCodec ? [videoCodecFor(videoCodec)] : [];
  return new RTCPeerConnection({
    ...basePeerConfig(options),
    codecs: { video, audio: [opusCodec()] },
    headerExtensions: { video: [useSdesMid(), useAbsSendTime()], audio: [useSdesMid(), useAbsSendTime()] },
  });
}

/**
 * Sends werift's trickled candidates in the adaptor's takeCandidate shape. Candidates found before
 * `release()` is called are held back, so the description always reaches the adaptor first.
 */
export function trickleCandidates(pc: RTCPeerConnection, streamId: string, send: SendFrame): { release(): void } {
  let held: RTCIceCandidate[] | null = [];
  const emit = (candidate: RTCIceCandidate) => send(takeCandidateFrame(streamId, candidate));
  pc.onIceCandidate.subscribe((candidate: RTCIceCandidate | undefined) => {
    if (!candidate?.candidate) return;
    if (held) held.push(candidate);
    else emit(candidate);
  });
  return {
    release() {
      const pending = held ?? [];
      held = null;
      pending.forEach(emit);
    },
  };
}

/** Applies a candidate from the adaptor (`label` = sdpMLineIndex, `id` = sdpMid); an empty one ends the trickle. */
export async function addRemoteCandidate(pc: RTCPeerConnection, label: unknown, id: unknown, candidate: unknown) {
  if (typeof candidate !== 'string' || candidate === '') return;
  await pc.addIceCandidate({
    candidate: candidate.replace(/^a=/, ''),
    sdpMLineIndex: typeof label === 'number' ? label : Number.isInteger(Number(label)) ? Number(label) : undefined,
    sdpMid: typeof id === 'string' ? id : undefined,
  });
}
