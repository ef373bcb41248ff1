import fs from 'node:fs';
import path from 'node:path';
import { inCanary, newBucketId } from '../../deploy/src/bucket';
import type { HistoryRecord } from '../../deploy/src/history';
import { deployDataDir } from './deploy';

/** A bucket cookie value that puts a browser in (or out of) a remote's canary of `share` %, by the edge's own rule. */
export function bucketIdFor(remote: string, share: number, inside: boolean): string {
  for (;;) {
    const id = newBucketId();
    if (inCanary(id, remote, share) === inside) return id;
  }
}

/** The running system's deploy history of one remote (container name), oldest first. */
export function readHistory(remote: string): HistoryRecord[] {
  const file = path.join(deployDataDir(), 'registry', 'local', 'history.jsonl');
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as HistoryRecord)
    .filter((r) => r.remote === remote);
}
