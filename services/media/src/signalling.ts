import type { WebSocket } from 'ws';
import { parseFrame, type ServerFrame } from './protocol';
import type { StreamRegistry } from './streams';

/**
 * Answers one signalling connection. This first version knows no live stream yet, so `play`,
 * `publish` and `getStreamInfo` check the registry and answer `no_stream_exist`; the werift SFU
 * plugs in behind the same registry.
 */
export function handleSignalling(socket: WebSocket, streams: StreamRegistry): void {
  const send = (frame: ServerFrame) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
  };

  socket.on('message', (data, isBinary) => {
    if (isBinary) return send({ command: 'error', definition: 'invalid_message' });
    const frame = parseFrame(data.toString());
    if (!frame) return send({ command: 'error', definition: 'invalid_message' });
    const streamId = typeof frame.streamId === 'string' ? frame.streamId : undefined;

    switch (frame.command) {
      case 'ping':
        return send({ command: 'pong' });
      case 'getIceServerConfig':
        // An empty stunServerUri tells the adaptor to keep the page's own ICE configuration.
        return send({ command: 'iceServerConfig', stunServerUri: '', turnServerUsername: '', turnServerCredential: '' });
      case 'play':
      case 'publish':
      case 'getStreamInfo':
        if (!streamId) return send({ command: 'error', definition: 'missing_stream_id' });
        if (!streams.has(streamId)) return send({ command: 'error', definition: 'no_stream_exist', streamId });
        // A registered stream needs the SFU, which this build does not include yet: say so plainly.
        return send({ command: 'error', definition: 'sfu_unavailable', streamId });
      case 'stop':
      case 'takeConfiguration':
      case 'takeCandidate':
        // Nothing is negotiated without a stream, so there is nothing to stop or apply.
        return;
      default:
        return send({ command: 'error', definition: 'unsupported_command' });
    }
  });
}
