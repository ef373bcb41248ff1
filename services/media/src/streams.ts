import type { SendFrame, StreamInfo } from './protocol';
import type { PlayerSession } from './sfu/player';
import type { PublisherSession } from './sfu/publisher';

export type StreamStatus = 'pending' | 'live';

/** A stream id claimed by a publisher: `pending` from `publish` until its connection is up, then `live`. */
export interface StreamEntry {
  streamId: string;
  /** The signalling connection that published it: only that one may stop it. */
  ownerId: string;
  streamName: string;
  status: StreamStatus;
  startedAt: Date;
  publisher: PublisherSession;
  notifyPublisher: SendFrame;
  /** Each player with what to do when the stream ends under it. */
  players: Map<PlayerSession, () => void>;
  stopForwarding?: () => void;
}

export interface StreamLifecycle {
  onLive(entry: StreamEntry): void;
  onEnded(entry: StreamEntry): void;
}

const noLifecycle: StreamLifecycle = { onLive: () => undefined, onEnded: () => undefined };

/** Streams that have a publisher; `play` needs a live one, `publish` needs a free id. */
export class StreamRegistry {
  private readonly streams = new Map<string, StreamEntry>();

  constructor(private readonly lifecycle: StreamLifecycle = noLifecycle) {}

  has(streamId: string): boolean {
    return this.streams.has(streamId);
  }

  isLive(streamId: string): boolean {
    return this.streams.get(streamId)?.status === 'live';
  }

  get(streamId: string): StreamEntry | undefined {
    return this.streams.get(streamId);
  }

  /** Registers a pending stream; returns false when the id is already taken (streamIdInUse). */
  claim(entry: Omit<StreamEntry, 'status' | 'startedAt' | 'players'>): StreamEntry | undefined {
    if (this.streams.has(entry.streamId)) return undefined;
    const full: StreamEntry = { ...entry, status: 'pending', startedAt: new Date(), players: new Map() };
    this.streams.set(entry.streamId, full);
    return full;
  }

  /** The publisher's connection is up: start forwarding to players and tell the world. */
  markLive(entry: StreamEntry): void {
    if (this.streams.get(entry.streamId) !== entry || entry.status === 'live') return;
    entry.status = 'live';
    entry.startedAt = new Date();
    entry.stopForwarding = entry.publisher.addListener((kind, packet) => {
      for (const player of entry.players.keys()) player.forward(kind, packet);
    });
    entry.notifyPublisher({ command: 'notification', definition: 'publish_started', streamId: entry.streamId });
    this.lifecycle.onLive(entry);
  }

  /**
   * Ends a stream: every player gets play_finished, the publisher publish_finished (when it can still
   * hear it), and a live stream reports its end once.
   */
  end(entry: StreamEntry): void {
    if (this.streams.get(entry.streamId) !== entry) return;
    this.streams.delete(entry.streamId);
    entry.stopForwarding?.();
    for (const onStreamEnded of [...entry.players.values()]) onStreamEnded();
    entry.players.clear();
    void entry.publisher.close();
    entry.notifyPublisher({ command: 'notification', definition: 'publish_finished', streamId: entry.streamId });
    if (entry.status === 'live') this.lifecycle.onEnded(entry);
  }

  /** Live streams as the adaptor's streamInformation describes them. */
  info(entry: StreamEntry): StreamInfo {
    const { publisher } = entry;
    return {
      streamWidth: publisher.frameSize.width,
      streamHeight: publisher.frameSize.height,
      videoBitrate: publisher.videoBitrate.bitsPerSecond(),
      audioBitrate: publisher.audioBitrate.bitsPerSecond(),
      videoCodec: publisher.videoCodec ?? '',
    };
  }

  webRtcViewerCount(streamId: string): number {
    const entry = this.streams.get(streamId);
    if (!entry) return 0;
    return [...entry.players.keys()].filter((p) => p.isConnected).length;
  }

  /** Who plays it over WebRTC now: the subscriber ids of its connected players that came with one. */
  webRtcSubscribers(streamId: string): string[] {
    const entry = this.streams.get(streamId);
    if (!entry) return [];
    return [...new Set([...entry.players.keys()].flatMap((p) => (p.isConnected && p.subscriberId ? [p.subscriberId] : [])))];
  }

  all(): StreamEntry[] {
    return [...this.streams.values()];
  }

  /** Ends every stream (server shutdown). */
  endAll(): void {
    for (const entry of this.all()) this.end(entry);
  }

  get size(): number {
    return this.streams.size;
  }
}
