/** Frames of the Ant Media WebSocket protocol subset. */
export interface ClientFrame {
  command: string;
  streamId?: unknown;
  [field: string]: unknown;
}

export interface StreamInfo {
  streamWidth: number;
  streamHeight: number;
  videoBitrate: number;
  audioBitrate: number;
  videoCodec: string;
}

export type ServerFrame =
  | { command: 'pong' }
  | { command: 'iceServerConfig'; stunServerUri: string; turnServerUsername: string; turnServerCredential: string }
  | { command: 'error'; definition: string; streamId?: string }
  | { command: 'notification'; definition: string; streamId: string }
  | { command: 'start'; streamId: string }
  | {
      command: 'takeConfiguration';
      streamId: string;
      type: 'offer' | 'answer';
      sdp: string;
      idMapping?: Record<string, string>;
    }
  | { command: 'takeCandidate'; streamId: string; label: number; id: string; candidate: string }
  | { command: 'streamInformation'; streamId: string; streamInfo: StreamInfo[] };

export type SendFrame = (frame: ServerFrame) => void;

/** A trickled ICE candidate (werift's shape) as the adaptor's takeCandidate frame; the same in both directions. */
export const takeCandidateFrame = (streamId: string, candidate: { candidate: string; sdpMid?: string; sdpMLineIndex?: number }) => ({
  command: 'takeCandidate' as const,
  streamId,
  label: candidate.sdpMLineIndex ?? 0,
  id: candidate.sdpMid ?? '0',
  candidate: candidate.candidate,
});

/** Parses one text frame; returns null for anything that is not a JSON object with a string `command`. */
export function parseFrame(raw: string): ClientFrame | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const command = (value as { command?: unknown }).command;
  return typeof command === 'string' ? (value as ClientFrame) : null;
}

export function stringField(frame: ClientFrame, name: string): string | undefined {
  const value = frame[name];
  return typeof value === 'string' ? value : undefined;
}
