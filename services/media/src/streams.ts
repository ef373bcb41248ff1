/**
 * Streams that currently have a publisher. `play` and `publish` consult it; the SFU (a later issue)
 * adds and removes entries as publishers connect and leave.
 */
export interface StreamEntry {
  streamId: string;
  startedAt: Date;
}

export class StreamRegistry {
  private readonly streams = new Map<string, StreamEntry>();

  has(streamId: string): boolean {
    return this.streams.has(streamId);
  }

  get(streamId: string): StreamEntry | undefined {
    return this.streams.get(streamId);
  }

  add(streamId: string): StreamEntry {
    const entry = { streamId, startedAt: new Date() };
    this.streams.set(streamId, entry);
    return entry;
  }

  remove(streamId: string): boolean {
    return this.streams.delete(streamId);
  }

  get size(): number {
    return this.streams.size;
  }
}
