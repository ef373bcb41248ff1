import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { DeployContext, registryDir } from './context';
import { withLock } from './lock';
import type { RegistryDocument, RegistryEntry } from '@platform/shared/contract';

export type { RegistryDocument, RegistryEntry };

export function registryFile(ctx: DeployContext): string {
  return path.join(registryDir(ctx), 'current.json');
}

export function readRegistry(ctx: DeployContext): RegistryDocument {
  const file = registryFile(ctx);
  if (!fs.existsSync(file)) return { env: ctx.env, updatedAt: new Date(0).toISOString(), remotes: {} };
  return JSON.parse(fs.readFileSync(file, 'utf8')) as RegistryDocument;
}

/** The whole document is replaced by a rename, so a reader sees the old or the new pointer, never half. */
export function writeRegistryAtomic(ctx: DeployContext, doc: RegistryDocument): void {
  const file = registryFile(ctx);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  const fd = fs.openSync(tmp, 'w');
  try {
    fs.writeSync(fd, `${JSON.stringify(doc, null, 2)}\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(tmp, file);
}

/** Serialises every read-modify-write of one environment's pointer and history. */
export function withRegistryLock<T>(ctx: DeployContext, fn: () => Promise<T> | T): Promise<T> {
  const timeoutMs = Number(process.env.DEPLOY_LOCK_TIMEOUT_MS) || 20_000;
  return withLock(path.join(registryDir(ctx), '.lock'), fn, { timeoutMs });
}

export function manifestUrl(folder: string, version: string): string {
  return `/remotes/${folder}/${version}/mf-manifest.json`;
}
