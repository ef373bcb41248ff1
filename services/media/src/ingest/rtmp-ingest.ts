import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Writable } from 'node:stream';
import Flv from 'node-media-server/src/protocol/flv.js';
import nmsLogger from 'node-media-server/src/core/logger.js';
import Rtmp from 'node-media-server/src/protocol/rtmp.js';
import { ShowPublisher } from '../demo/show-publisher';
import { h264RtpArgs, startRtpFfmpeg } from '../ffmpeg-rtp';
import { PAYLOAD_TYPES } from '../sfu/codecs';
import type { StartEncoderShow } from './encoder-api';

// node-media-server's protocol code logs through its own logger (debug by default): errors only
nmsLogger.level = 'error';

/** The RTMP application encoders publish to: `rtmp://host:port/live` with her stream key as the stream name. */
export const RTMP_APP = 'live';
/** Media that arrives while the API checks the key and the show starts is kept, up to this much. */
const MAX_EARLY_BYTES = 4 * 1024 * 1024;
/** Connections at once: encoders are few (one per live performer); past it a connection is closed at once. */
const MAX_CONNECTIONS = 256;
/** A connection that has not started publishing by then (handshake, connect, publish) is closed. */
const PUBLISH_DEADLINE_MS = 15_000;

export interface RtmpIngestOptions {
  host: string;
  port: number;
  ffmpegPath: string;
  videoKbps: number;
  /** A keyframe this often (the HLS segment length: an encoder never hears a PLI, so every segment starts with one). */
  keyframeSeconds: number;
  startShow: StartEncoderShow;
  /** Limits for connections from anyone (tests make them small). */
  maxConnections?: number;
  publishDeadlineMs?: number;
  /** The media server's own signalling WebSocket (known once it listens). */
  websocketUrl(): string;
  log(message: string): void;
}

/**
 * RTMP ingest (OBS "Custom" server, any RTMP encoder): node-media-server's protocol machine speaks RTMP; the stream
 * name is the performer's stream key, which the API checks (a wrong one closes the connection). Her show then starts
 * as with Go live, and the stream (FLV, H.264/AAC) goes through one ffmpeg — H.264 constrained baseline with a
 * keyframe every HLS segment, Opus — as RTP into a werift publisher on this server's own signalling, exactly as a browser
 * publishes: players, HLS, previews, webhooks and the API's publisher watch see an ordinary publisher. When the
 * encoder stops (or the connection drops) the publish stops and the show ends as a closed browser tab does.
 */
export class RtmpIngest {
  private readonly server = net.createServer((socket) => this.accept(socket));
  private readonly sockets = new Set<net.Socket>();

  constructor(private readonly options: RtmpIngestOptions) {
    this.server.maxConnections = options.maxConnections ?? MAX_CONNECTIONS;
  }

  listen(): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.options.port, this.options.host, () => {
        this.server.off('error', reject);
        resolve((this.server.address() as AddressInfo).port);
      });
    });
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(socket: net.Socket) {
    const { log } = this.options;
    this.sockets.add(socket);
    const rtmp = new Rtmp();
    const early: Buffer[] = [];
    let earlyBytes = 0;
    let sink: Writable | undefined;
    let publisher: ShowPublisher | undefined;
    let closed = false;
    const drop = (reason: string) => {
      if (!closed) log(`RTMP ${socket.remoteAddress}:${socket.remotePort}: ${reason}`);
      socket.destroy();
    };
    // whoever connects must publish soon: an idle or slow connection holds nothing for long
    const deadline = setTimeout(() => drop('no publish in time'), this.options.publishDeadlineMs ?? PUBLISH_DEADLINE_MS);

    rtmp.onOutputCallback = (buffer) => {
      if (!socket.destroyed) socket.write(buffer);
    };
    rtmp.onConnectCallback = () => undefined;
    // this server takes streams only; it plays none back over RTMP
    rtmp.onPlayCallback = () => drop('play refused (ingest only)');
    rtmp.onPacketCallback = (packet) => {
      const tag = Flv.createMessage(packet);
      if (sink) return void sink.write(tag);
      earlyBytes += tag.length;
      if (earlyBytes > MAX_EARLY_BYTES) return drop('too much media before the show started');
      early.push(tag);
    };
    rtmp.onPushCallback = () => {
      clearTimeout(deadline);
      if (publisher) return drop('a second publish on one connection');
      if (rtmp.streamApp !== RTMP_APP) return drop(`unknown application "${rtmp.streamApp}"`);
      const starting = this.start(
        rtmp.streamName,
        (stdin) => {
          stdin.write(Flv.createHeader(true, true));
          for (const tag of early.splice(0)) stdin.write(tag);
          sink = stdin;
          if (closed) stdin.end();
        },
        (reason) => drop(`publish ended (${reason})`),
      );
      starting.then(
        (started) => {
          publisher = started;
          if (closed) void started.stop();
        },
        (error: Error) => drop(`refused: ${error.message}`),
      );
    };

    socket.setNoDelay(true);
    socket.on('data', (data) => {
      const error = rtmp.parserData(data);
      if (error) drop(`protocol error ${error}`);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(deadline);
      closed = true;
      this.sockets.delete(socket);
      sink?.end();
      void publisher?.stop();
    });
  }

  /** Her key checked and her show started: the encoder's FLV (fed to `onStdin`) is published as the show's stream. */
  private async start(key: string, onStdin: (stdin: Writable) => void, onGone: (reason: string) => void): Promise<ShowPublisher> {
    const { ffmpegPath, videoKbps, keyframeSeconds } = this.options;
    const show = await this.options.startShow('rtmp', key);
    const publisher = new ShowPublisher({
      websocketUrl: this.options.websocketUrl(),
      streamId: show.streamId,
      streamName: show.streamName,
      token: show.publishToken,
      onGone,
      source: () =>
        startRtpFfmpeg({
          ffmpegPath,
          // one decoder thread: frame threads would hold a frame per thread (~70 ms at 25 fps on 2 cores). Not
          // low_delay: encoders (OBS's x264) send B-frames, which that flag would show out of order.
          inputArgs: ['-threads', '1', '-fflags', 'nobuffer', '-f', 'flv', '-i', 'pipe:0'],
          videoArgs: ['-map', '0:v:0', ...h264RtpArgs({ kbps: videoKbps, keyframeSeconds })],
          audioArgs: [
            '-map',
            '0:a:0',
            '-c:a',
            'libopus',
            '-ar',
            '48000',
            '-ac',
            '2',
            '-b:a',
            '96k',
            '-payload_type',
            String(PAYLOAD_TYPES.opus),
            '-f',
            'rtp',
          ],
          onStdin,
        }),
    });
    await publisher.start();
    this.options.log(`RTMP: ${show.streamName} publishes ${show.streamId}`);
    return publisher;
  }
}
