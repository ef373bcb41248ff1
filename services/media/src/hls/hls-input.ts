import type { RtpPacket } from 'werift';
import type { PublisherSession } from '../sfu/publisher';
import { depacketizeH264, H264ParameterSets, lengthPrefixed } from './h264-access-units';
import { MatroskaWriter, opusHead, type MatroskaTrack } from './matroska-writer';
import { MediaClock } from './media-clock';
import { RtpFrameAssembler, type RtpFrame } from './rtp-frame-assembler';
import { depacketizeVp8 } from './vp8-frames';

/** What the HLS input needs of a publisher. */
export type HlsSource = Pick<PublisherSession, 'tracks' | 'videoCodec' | 'addListener' | 'requestKeyframe'>;

export interface HlsInputSink {
  write(chunk: Buffer): void;
  /** True while ffmpeg is behind: frames are dropped (video until the next keyframe) instead of queued. */
  congested(): boolean;
}

const VIDEO_CLOCK_RATE = 90_000;
const OPUS_CLOCK_RATE = 48_000;
const OPUS_CHANNELS = 2;
/** How often a stream that waits for a keyframe asks for one. */
const KEYFRAME_RETRY_MS = 300;

interface VideoFrame {
  data: Buffer;
  keyframe: boolean;
}

/**
 * One publisher's media as a live Matroska stream for ffmpeg's stdin: video frames are reassembled from RTP
 * (H.264 as length-prefixed NAL units with the SPS/PPS in the header and in front of every keyframe; VP8 as is),
 * every block gets a timestamp, and nothing is written before the first complete keyframe with its parameter
 * sets. After a lost packet or a congested pipe, video resumes at the next keyframe (asked for with a PLI).
 */
export class HlsInput {
  private readonly assembler = new RtpFrameAssembler();
  private readonly parameterSets = new H264ParameterSets();
  private readonly hasVideo: boolean;
  private readonly hasAudio: boolean;
  private writer?: MatroskaWriter;
  private videoClock?: MediaClock;
  private audioClock?: MediaClock;
  private waitingForKeyframe = true;
  private unsubscribe?: () => void;

  constructor(
    private readonly source: HlsSource,
    private readonly sink: HlsInputSink,
  ) {
    this.hasVideo = source.tracks.has('video') && source.videoCodec !== undefined;
    this.hasAudio = source.tracks.has('audio');
  }

  /** True once the header and a first frame went out. */
  get started(): boolean {
    return this.writer !== undefined;
  }

  start(): void {
    this.unsubscribe ??= this.source.addListener((kind, packet) => (kind === 'video' ? this.onVideo(packet) : this.onAudio(packet)));
    this.source.requestKeyframe(0);
  }

  stop(): void {
    this.unsubscribe?.();
  }

  private onVideo(packet: RtpPacket) {
    if (!this.hasVideo) return;
    for (const frame of this.assembler.push(packet)) this.onVideoFrame(frame);
  }

  private decode(frame: RtpFrame): VideoFrame | undefined {
    if (this.source.videoCodec === 'H264') {
      const units = depacketizeH264(frame.payloads);
      if (!units) return undefined;
      const accessUnit = this.parameterSets.accessUnit(units);
      return { data: lengthPrefixed(accessUnit.units), keyframe: accessUnit.keyframe };
    }
    const vp8 = depacketizeVp8(frame.payloads);
    return vp8 && { data: vp8.frame, keyframe: vp8.keyframe };
  }

  private onVideoFrame(frame: RtpFrame) {
    const video = frame.intact ? this.decode(frame) : undefined;
    if (!video || this.sink.congested()) this.waitingForKeyframe = true;
    if (this.waitingForKeyframe && !video?.keyframe) return this.source.requestKeyframe(KEYFRAME_RETRY_MS);
    if (!video || this.sink.congested()) return;
    this.waitingForKeyframe = false;
    if (!this.writer) this.open(frame.arrivedAt);
    this.sink.write(this.writer!.block(1, this.videoClock!.at(frame.timestamp, frame.arrivedAt), video.keyframe, video.data));
  }

  private onAudio(packet: RtpPacket) {
    if (!this.hasAudio) return;
    const now = Date.now();
    if (!this.writer && !this.hasVideo) this.open(now);
    if (!this.writer || !this.audioClock || this.sink.congested()) return;
    this.sink.write(this.writer.block(this.hasVideo ? 2 : 1, this.audioClock.at(packet.header.timestamp, now), true, packet.payload));
  }

  /** Writes the header; the stream's timeline starts at `origin` (a Date.now()). */
  private open(origin: number): void {
    const tracks: MatroskaTrack[] = [];
    if (this.hasVideo) {
      this.videoClock = new MediaClock(VIDEO_CLOCK_RATE, origin);
      tracks.push(
        this.source.videoCodec === 'H264'
          ? { kind: 'video', codecId: 'V_MPEG4/ISO/AVC', codecPrivate: this.parameterSets.decoderConfiguration() }
          : { kind: 'video', codecId: 'V_VP8' },
      );
    }
    if (this.hasAudio) {
      tracks.push({ kind: 'audio', codecId: 'A_OPUS', codecPrivate: opusHead(OPUS_CHANNELS), sampleRate: OPUS_CLOCK_RATE, channels: OPUS_CHANNELS });
      this.audioClock = new MediaClock(OPUS_CLOCK_RATE, origin);
    }
    this.writer = new MatroskaWriter(tracks);
    this.sink.write(this.writer.header());
  }
}
