import fs from 'node:fs';
import path from 'node:path';
import { DeployContext, registryDir } from './context';

export interface HistoryRecord {
  at: string;
  who: string;
  env: string;
  /** publish/rollback move the current release; canary starts one for a share of browsers; promote makes it current; abort drops it. */
  action: 'publish' | 'rollback' | 'canary' | 'promote' | 'abort';
  remote: string;
  from: string | null;
  to: string;
  /** Why (an abort: the operator's words or the automatic rule's figures). */
  reason?: string;
  /** A canary's share of browsers, in percent. */
  share?: number;
}

export function historyFile(ctx: DeployContext): string {
  return path.join(registryDir(ctx), 'history.jsonl');
}

/** One JSON line per switch; called under the registry lock so lines never interleave. */
export function appendHistory(ctx: DeployContext, record: HistoryRecord): void {
  fs.mkdirSync(registryDir(ctx), { recursive: true });
  const fd = fs.openSync(historyFile(ctx), 'a');
  try {
    fs.writeSync(fd, `${JSON.stringify(record)}\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

export function readHistory(ctx: DeployContext, remote?: string): HistoryRecord[] {
  const file = historyFile(ctx);
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as HistoryRecord)
    .filter((r) => !remote || r.remote === remote);
}

export function formatHistory(records: HistoryRecord[]): string {
  if (records.length === 0) return '(no history)';
  return records
    .map(
      (r) =>
        `${r.at}  ${r.env}  ${r.action.padEnd(8)}  ${r.remote.padEnd(14)}  ${r.from ?? '(none)'} -> ${r.to}${r.share ? ` (${r.share} %)` : ''}  by ${r.who}${r.reason ? `: ${r.reason}` : ''}`,
    )
    .join('\n');
}
