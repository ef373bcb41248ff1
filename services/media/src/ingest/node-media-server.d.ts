/** The RTMP protocol machine of node-media-server (CommonJS, no types of its own): handshake, chunks, AMF commands. */
declare module 'node-media-server/src/protocol/rtmp.js' {
  interface AvPacket {
    codec_type: number;
    size: number;
    dts: number;
    data: Buffer;
  }
  class Rtmp {
    streamApp: string;
    streamName: string;
    onConnectCallback: (req: { app: string; name: string; host: string; query: Record<string, unknown> }) => void;
    onPlayCallback: () => void;
    onPushCallback: () => void;
    onPacketCallback: (packet: AvPacket) => void;
    onOutputCallback: (buffer: Buffer) => void;
    /** An error text when the bytes make no sense (the connection should be closed). */
    parserData(buffer: Buffer): string | null;
  }
  export = Rtmp;
}

declare module 'node-media-server/src/protocol/flv.js' {
  class Flv {
    static createHeader(hasAudio: boolean, hasVideo: boolean): Buffer;
    static createMessage(packet: { codec_type: number; size: number; dts: number; data: Buffer }): Buffer;
  }
  export = Flv;
}

declare module 'node-media-server/src/core/logger.js' {
  const logger: { level: string };
  export = logger;
}
