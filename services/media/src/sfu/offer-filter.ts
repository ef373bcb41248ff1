import type { PreferredVideoCodec, VideoCodecName } from './codecs';

export interface PinnedOffer {
  sdp: string;
  videoCodec?: VideoCodecName;
  hasAudio: boolean;
}

interface Section {
  kind: string;
  lines: string[];
}

function splitSections(sdp: string): { session: string[]; sections: Section[] } {
  const lines = sdp.split(/\r?\n/).filter((line) => line.length > 0);
  const session: string[] = [];
  const sections: Section[] = [];
  for (const line of lines) {
    if (line.startsWith('m=')) sections.push({ kind: line.slice(2).split(' ')[0], lines: [line] });
    else if (sections.length > 0) sections[sections.length - 1].lines.push(line);
    else session.push(line);
  }
  return { session, sections };
}

function fmtpParams(lines: string[], pt: string): Record<string, string> {
  const line = lines.find((l) => l.startsWith(`a=fmtp:${pt} `));
  const params: Record<string, string> = {};
  if (!line) return params;
  for (const pair of line.slice(line.indexOf(' ') + 1).split(';')) {
    const [key, value = ''] = pair.split('=');
    params[key.trim().toLowerCase()] = value.trim().toLowerCase();
  }
  return params;
}

function rtpmaps(lines: string[]): { pt: string; name: string }[] {
  return lines
    .map((l) => /^a=rtpmap:(\d+) ([^/]+)\//.exec(l))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ pt: m[1], name: m[2].toLowerCase() }));
}

function pickVideo(lines: string[], prefer: PreferredVideoCodec): { pt: string; codec: VideoCodecName } | undefined {
  const maps = rtpmaps(lines);
  const h264 = maps.filter((m) => m.name === 'h264' && fmtpParams(lines, m.pt)['packetization-mode'] === '1');
  const h264Pick =
    h264.find((m) => fmtpParams(lines, m.pt)['profile-level-id'] === '42e01f') ??
    h264.find((m) => (fmtpParams(lines, m.pt)['profile-level-id'] ?? '').startsWith('42'));
  const vp8 = maps.find((m) => m.name === 'vp8');
  const h = h264Pick && { pt: h264Pick.pt, codec: 'H264' as const };
  const v = vp8 && { pt: vp8.pt, codec: 'VP8' as const };
  return prefer === 'h264' ? (h ?? v) : (v ?? h);
}

/** Keeps one payload type in an m-section and drops every attribute of the others (and the RTX ssrcs). */
function keepOnly(section: Section, pt: string): string[] {
  const [mline, ...rest] = section.lines;
  const parts = mline.split(' ');
  const out = [[...parts.slice(0, 3), pt].join(' ')];
  const rtxSsrcs = new Set<string>();
  for (const line of rest) {
    const group = /^a=ssrc-group:FID (\d+) (\d+)/.exec(line);
    if (group) rtxSsrcs.add(group[2]);
  }
  for (const line of rest) {
    const ptLine = /^a=(rtpmap|fmtp|rtcp-fb):(\d+|\*)[ ]/.exec(line);
    if (ptLine && ptLine[2] !== pt && ptLine[2] !== '*') continue;
    if (line.startsWith('a=ssrc-group:FID')) continue;
    const ssrc = /^a=ssrc:(\d+) /.exec(line);
    if (ssrc && rtxSsrcs.has(ssrc[1])) continue;
    out.push(line);
  }
  return out;
}

/**
 * Narrows a publisher's offer to the pinned codecs before werift answers it: werift matches codecs by
 * MIME type only, so without this every H.264 profile the browser offers (and RTX) would be accepted
 * and the browser could send a profile the players and HLS were not set up for.
 */
export function pinOfferCodecs(sdp: string, prefer: PreferredVideoCodec): PinnedOffer {
  const { session, sections } = splitSections(sdp);
  let videoCodec: VideoCodecName | undefined;
  let hasAudio = false;
  const body: string[] = [];
  for (const section of sections) {
    const port = section.lines[0].split(' ')[1];
    if (section.kind === 'video' && port !== '0' && !videoCodec) {
      const pick = pickVideo(section.lines, prefer);
      if (!pick) throw new Error('the offer has neither H.264 (packetization-mode=1) nor VP8');
      videoCodec = pick.codec;
      body.push(...keepOnly(section, pick.pt));
    } else if (section.kind === 'audio' && port !== '0' && !hasAudio) {
      const opus = rtpmaps(section.lines).find((m) => m.name === 'opus');
      if (!opus) throw new Error('the offer has no Opus audio');
      hasAudio = true;
      body.push(...keepOnly(section, opus.pt));
    } else {
      body.push(...section.lines);
    }
  }
  return { sdp: [...session, ...body].join('\r\n') + '\r\n', videoCodec, hasAudio };
}
