import type { WebSocket } from 'ws';
import type { IceServer } from './config';
import { parseFrame, stringField, type ServerFrame } from './protocol';
import type { TokenStore } from './security/tokens';
import type { PreferredVideoCodec } from './sfu/codecs';
import type { PeerOptions } from './sfu/peer';
import { PlayerSession } from './sfu/player';
import { PublisherSession } from './sfu/publisher';
import type { StreamEntry, StreamRegistry } from './streams';

export interface SignallingContext {
  streams: StreamRegistry;
  tokens: TokenStore;
  peerOptions: PeerOptions;
  preferredVideoCodec: PreferredVideoCodec;
  /**
   * Read on every play (publish always needs a token): secureOption (the REST API may switch it at run
   * time), or a paid show, whose players must say who they are.
   */
  playNeedsToken(streamId: string): boolean;
  /** A publisher whose connection is not up after this long gives its stream id back. */
  publishTimeoutMs: number;
  log(message: string): void;
}

/** How long a dropped publisher may come back with the token she already used (the adaptor retries within seconds). */
const RECONNECT_GRACE_S = 60;

const STREAM_COMMANDS = new Set(['publish', 'play', 'stop', 'takeConfiguration', 'takeCandidate', 'getStreamInfo']);

/** Commands the adaptor may send that need no answer from a one-way SFU (the browser mutes locally). */
const IGNORED_COMMANDS = new Set(['toggleVideo', 'toggleAudio']);

/** What `getIceServerConfig` reports: the first configured STUN/TURN server, or empty to keep the page's own. */
export function iceServerConfigFrame(servers: IceServer[]): ServerFrame {
  const first = servers[0];
  const uri = first ? (Array.isArray(first.urls) ? first.urls[0] : first.urls) : '';
  return {
    command: 'iceServerConfig',
    stunServerUri: uri ?? '',
    turnServerUsername: first?.username ?? '',
    turnServerCredential: first?.credential ?? '',
  };
}

let connectionCounter = 0;

/**
 * Serves one adaptor WebSocket. A connection may publish and play several streams; it can stop only
 * what it started itself.
 */
export function handleSignalling(socket: WebSocket, ctx: SignallingContext): void {
  const connectionId = `ws-${++connectionCounter}`;
  const publishing = new Map<string, StreamEntry>();
  const playing = new Map<string, PlayerSession>();

  const send = (frame: ServerFrame) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
  };
  const error = (definition: string, streamId?: string) =>
    send(streamId === undefined ? { command: 'error', definition } : { command: 'error', definition, streamId });

  /** The publish token of each stream this connection publishes (a dropped connection may reuse it). */
  const publishTokens = new Map<StreamEntry, string>();
  /** `dropped`: the connection or the peer was lost rather than stopped, so the same token may republish. */
  const endPublish = (entry: StreamEntry, dropped = false) => {
    if (publishing.get(entry.streamId) === entry) publishing.delete(entry.streamId);
    const token = publishTokens.get(entry);
    publishTokens.delete(entry);
    if (dropped && token) ctx.tokens.allowReconnect(token, RECONNECT_GRACE_S);
    ctx.streams.end(entry);
  };

  const endPlay = (streamId: string, player: PlayerSession, notify: boolean) => {
    if (playing.get(streamId) !== player) return;
    playing.delete(streamId);
    ctx.streams.get(streamId)?.players.delete(player);
    void player.close();
    if (notify) send({ command: 'notification', definition: 'play_finished', streamId });
  };

  function publish(streamId: string, token: unknown, streamName: string) {
    if (publishing.has(streamId)) return error('already_publishing', streamId);
    // The id check comes before the token, so a refused retry does not burn a valid token.
    if (ctx.streams.has(streamId)) return error('streamIdInUse', streamId);
    // Publishing always needs the one-time token the API got for this stream id, whatever secureOption says
    // (it governs play tokens only): nobody takes over a performer's stream id without the API.
    if (!ctx.tokens.consume(token, streamId, 'publish')) return error('unauthorized_access', streamId);

    let entry: StreamEntry | undefined;
    const publisher = new PublisherSession(streamId, ctx.peerOptions, send, {
      onConnected: () => {
        if (entry) ctx.streams.markLive(entry);
      },
      onGone: (reason) => {
        if (entry && publishing.get(streamId) === entry) {
          ctx.log(`publisher ${streamId} gone (${reason})`);
          endPublish(entry, true);
        }
      },
    });
    entry = ctx.streams.claim({ streamId, ownerId: connectionId, streamName: streamName || streamId, publisher, notifyPublisher: send });
    if (!entry) {
      void publisher.close();
      return error('streamIdInUse', streamId);
    }
    publishing.set(streamId, entry);
    publishTokens.set(entry, String(token));
    const claimed = entry;
    setTimeout(() => {
      if (claimed.status === 'pending' && publishing.get(streamId) === claimed) {
        ctx.log(`publisher ${streamId} did not connect in ${ctx.publishTimeoutMs} ms`);
        endPublish(claimed);
      }
    }, ctx.publishTimeoutMs).unref();
    send({ command: 'start', streamId });
  }

  function play(streamId: string, token: unknown) {
    if (playing.has(streamId)) return error('already_playing', streamId);
    const entry = ctx.streams.get(streamId);
    // Not live yet: the adaptor retries play every few seconds, so the viewer joins once it is.
    if (!entry || entry.status !== 'live') return error('no_stream_exist', streamId);
    // A token is spent whenever one comes (it names the viewer); without secureOption a bad one is ignored.
    const used = token === undefined || token === null || token === '' ? undefined : ctx.tokens.use(token, streamId, 'play');
    if (!used && ctx.playNeedsToken(streamId)) return error('unauthorized_access', streamId);

    const player: PlayerSession = new PlayerSession(streamId, used?.subscriberId, entry.publisher, ctx.peerOptions, send, {
      onConnected: () => {
        if (playing.get(streamId) === player) send({ command: 'notification', definition: 'play_started', streamId });
      },
      onGone: (reason) => {
        if (playing.get(streamId) !== player) return;
        ctx.log(`player of ${streamId} gone (${reason})`);
        endPlay(streamId, player, true);
      },
    });
    playing.set(streamId, player);
    entry.players.set(player, () => endPlay(streamId, player, true));
    player.offer().catch((err: Error) => {
      ctx.log(`offer to a player of ${streamId} failed: ${err.message}`);
      endPlay(streamId, player, false);
      error('play_failed', streamId);
    });
  }

  function takeConfiguration(streamId: string, type: string | undefined, sdp: string | undefined) {
    if (!sdp) return error('invalid_sdp', streamId);
    const entry = publishing.get(streamId);
    if (type === 'offer' && entry) {
      entry.publisher.acceptOffer(sdp, ctx.preferredVideoCodec).catch((err: Error) => {
        ctx.log(`offer of publisher ${streamId} refused: ${err.message}`);
        error('unsupported_codec', streamId);
        endPublish(entry);
      });
      return;
    }
    const player = playing.get(streamId);
    if (type === 'answer' && player) {
      player.acceptAnswer(sdp).catch((err: Error) => {
        ctx.log(`answer of a player of ${streamId} refused: ${err.message}`);
        endPlay(streamId, player, true);
      });
    }
    // A description for a session this connection does not have is stale (a stop crossed it): ignore.
  }

  function takeCandidate(streamId: string, frame: Record<string, unknown>) {
    const target = publishing.get(streamId)?.publisher ?? playing.get(streamId);
    target?.addCandidate(frame.label, frame.id, frame.candidate).catch((err: Error) => {
      ctx.log(`candidate for ${streamId} rejected: ${err.message}`);
    });
  }

  function stop(streamId: string) {
    const entry = publishing.get(streamId);
    if (entry) return endPublish(entry);
    const player = playing.get(streamId);
    if (player) return endPlay(streamId, player, true);
    // Not this connection's stream or playback: a stop never reaches another connection's session.
  }

  function streamInfo(streamId: string) {
    const entry = ctx.streams.get(streamId);
    if (!entry || entry.status !== 'live') return error('no_stream_exist', streamId);
    send({ command: 'streamInformation', streamId, streamInfo: [ctx.streams.info(entry)] });
  }

  socket.on('message', (data, isBinary) => {
    if (isBinary) return error('invalid_message');
    const frame = parseFrame(data.toString());
    if (!frame) return error('invalid_message');
    const streamId = stringField(frame, 'streamId');

    switch (frame.command) {
      case 'ping':
        return send({ command: 'pong' });
      case 'getIceServerConfig':
        return send(iceServerConfigFrame(ctx.peerOptions.iceServers));
    }
    if (!STREAM_COMMANDS.has(frame.command)) {
      if (IGNORED_COMMANDS.has(frame.command)) return;
      return error('unsupported_command');
    }
    if (!streamId) return error('missing_stream_id');
    switch (frame.command) {
      case 'publish':
        return publish(streamId, frame.token, stringField(frame, 'streamName') ?? '');
      case 'play':
        return play(streamId, frame.token);
      case 'takeConfiguration':
        return takeConfiguration(streamId, stringField(frame, 'type'), stringField(frame, 'sdp'));
      case 'takeCandidate':
        return takeCandidate(streamId, frame);
      case 'stop':
        return stop(streamId);
      case 'getStreamInfo':
        return streamInfo(streamId);
    }
  });

  socket.on('close', () => {
    for (const entry of [...publishing.values()]) endPublish(entry, true);
    for (const [streamId, player] of [...playing]) endPlay(streamId, player, false);
  });
}
