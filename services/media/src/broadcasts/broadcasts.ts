import { randomBytes } from 'node:crypto';

export type BroadcastStatus = 'created' | 'broadcasting' | 'finished';

/** The fields of Ant Media's Broadcast object that this server keeps. */
export interface BroadcastRecord {
  streamId: string;
  name: string;
  type: string;
  status: BroadcastStatus;
  listenerHookURL: string;
  metaData: string;
  category: string;
  /** Creation time, ms since epoch. */
  date: number;
  /** Last start, ms since epoch (0 before the first). */
  startTime: number;
  /** Length of the last broadcast in ms (0 while live). */
  duration: number;
  publishType: string;
}

export interface CreateBroadcastInput {
  streamId?: unknown;
  name?: unknown;
  type?: unknown;
  listenerHookURL?: unknown;
  metaData?: unknown;
  category?: unknown;
}

const text = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : value === undefined || value === null ? fallback : JSON.stringify(value);

/** Broadcast records created through REST or implicitly by a publisher. */
export class BroadcastStore {
  private readonly records = new Map<string, BroadcastRecord>();

  /** Creates or updates a record (calling create again for a known id refreshes its fields). */
  create(input: CreateBroadcastInput): BroadcastRecord {
    const streamId = typeof input.streamId === 'string' && input.streamId ? input.streamId : randomBytes(9).toString('base64url');
    const existing = this.records.get(streamId);
    const record: BroadcastRecord = {
      streamId,
      name: text(input.name, existing?.name ?? streamId),
      type: text(input.type, existing?.type ?? 'liveStream'),
      status: existing?.status ?? 'created',
      listenerHookURL: text(input.listenerHookURL, existing?.listenerHookURL ?? ''),
      metaData: text(input.metaData, existing?.metaData ?? ''),
      category: text(input.category, existing?.category ?? ''),
      date: existing?.date ?? Date.now(),
      startTime: existing?.startTime ?? 0,
      duration: existing?.duration ?? 0,
      publishType: 'WebRTC',
    };
    this.records.set(streamId, record);
    return record;
  }

  get(streamId: string): BroadcastRecord | undefined {
    return this.records.get(streamId);
  }

  /** A publisher went live: the record (created on the fly if needed) is broadcasting. */
  markBroadcasting(streamId: string, streamName: string): BroadcastRecord {
    const record = this.records.get(streamId) ?? this.create({ streamId, name: streamName || streamId });
    record.status = 'broadcasting';
    record.startTime = Date.now();
    record.duration = 0;
    return record;
  }

  markFinished(streamId: string): BroadcastRecord | undefined {
    const record = this.records.get(streamId);
    if (!record) return undefined;
    record.status = 'finished';
    record.duration = record.startTime ? Date.now() - record.startTime : 0;
    return record;
  }

  delete(streamId: string): boolean {
    return this.records.delete(streamId);
  }
}
