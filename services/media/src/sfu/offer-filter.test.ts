import { CHROME_OFFER } from '../testing/fixtures/chrome-offer';
import { pinOfferCodecs } from './offer-filter';

const section = (sdp: string, kind: string) => {
  const start = sdp.indexOf(`m=${kind}`);
  const next = sdp.indexOf('\r\nm=', start + 1);
  return sdp.slice(start, next === -1 ? undefined : next);
};

describe('pinOfferCodecs', () => {
  it('keeps only H.264 constrained baseline with packetization-mode 1 when H.264 is preferred', () => {
    const { sdp, videoCodec, hasAudio } = pinOfferCodecs(CHROME_OFFER, 'h264');
    expect(videoCodec).toBe('H264');
    expect(hasAudio).toBe(true);
    const video = section(sdp, 'video');
    expect(video.split('\r\n')[0]).toBe('m=video 9 UDP/TLS/RTP/SAVPF 106');
    expect(video).toContain('a=fmtp:106 level-asymmetry-allowed=1;packetization-mode=1;profile-level-id=42e01f');
    expect(video).not.toMatch(/a=rtpmap:(96|97|102|104|127)/);
    // The RTX ssrc goes with the RTX payload types; the media ssrc stays.
    expect(video).not.toContain('ssrc-group');
    expect(video).not.toContain('a=ssrc:2002');
    expect(video).toContain('a=ssrc:2001 cname:abcd');
  });

  it('keeps VP8 when VP8 is preferred, and Opus alone for audio', () => {
    const { sdp, videoCodec } = pinOfferCodecs(CHROME_OFFER, 'vp8');
    expect(videoCodec).toBe('VP8');
    expect(section(sdp, 'video').split('\r\n')[0]).toBe('m=video 9 UDP/TLS/RTP/SAVPF 96');
    const audio = section(sdp, 'audio');
    expect(audio.split('\r\n')[0]).toBe('m=audio 9 UDP/TLS/RTP/SAVPF 111');
    expect(audio).not.toMatch(/PCMU|red\/48000|telephone-event/);
  });

  it('falls back to VP8 when the browser offers no usable H.264, and leaves the data channel alone', () => {
    const noH264 = CHROME_OFFER.split('\r\n')
      .filter((l) => !/^a=(rtpmap|fmtp|rtcp-fb):(102|104|106|108|127) /.test(l))
      .join('\r\n');
    const { sdp, videoCodec } = pinOfferCodecs(noH264, 'h264');
    expect(videoCodec).toBe('VP8');
    expect(section(sdp, 'application')).toContain('a=sctp-port:5000');
  });

  it('refuses an offer with neither H.264 nor VP8', () => {
    const vp9Only = 'v=0\r\nm=video 9 UDP/TLS/RTP/SAVPF 98\r\na=rtpmap:98 VP9/90000\r\n';
    expect(() => pinOfferCodecs(vp9Only, 'h264')).toThrow(/H\.264.*VP8/);
  });
});
