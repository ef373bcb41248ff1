/** Frames of the Ant Media WebSocket protocol subset (reference/ams-protocol.md). */
export interface ClientFrame {
  command: string;
  streamId?: unknown;
  [field: string]: unknown;
}

export type ServerFrame =
  | { command: 'pong' }
  | { command: 'iceServerConfig'; stunServerUri: string; turnServerUsername: string; turnServerCredential: string }
  | { command: 'error'; definition: string; streamId?: string }
  | { command: 'notification'; definition: string; streamId: string };

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
