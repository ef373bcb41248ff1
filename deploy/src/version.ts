import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

function git(repoRoot: string, args: string[]): string | null {
  try {
    return execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/** Short sha of the last commit touching any of `paths` (null outside a git checkout or before the first commit). */
export function lastCommitSha(repoRoot: string, paths: string[]): string | null {
  const sha = git(repoRoot, ['log', '-1', '--format=%h', '--abbrev=7', '--', ...paths]);
  return sha ? sha : null;
}

/** True when any of `paths` has uncommitted changes, untracked files included. */
export function hasUncommittedChanges(repoRoot: string, paths: string[]): boolean {
  const out = git(repoRoot, ['status', '--porcelain', '--untracked-files=all', '--', ...paths]);
  return out === null ? true : out.length > 0;
}

function listFiles(dir: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...listFiles(path.join(dir, entry.name), rel));
    else if (entry.isFile()) out.push(rel);
  }
  return out.sort();
}

/** Hash of a folder's file names and bytes: identical builds give identical hashes. */
export function hashDir(dir: string, length = 8): string {
  const hash = crypto.createHash('sha256');
  for (const rel of listFiles(dir)) {
    hash.update(rel);
    hash.update('\0');
    hash.update(fs.readFileSync(path.join(dir, rel)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, length);
}

/**
 * `<version>+<sha>` where sha is the last commit touching the remote's sources (its folder and `shared/`,
 * which is compiled into every remote). With uncommitted changes the sha alone would not identify the
 * build, so a short hash of the built files is appended: `0.1.0+a1b2c3d.9f8e7d6c`.
 */
export function releaseVersion(opts: { baseVersion: string; repoRoot: string; sourcePaths: string[]; distDir: string }): string {
  const sha = lastCommitSha(opts.repoRoot, opts.sourcePaths);
  const dirty = sha === null || hasUncommittedChanges(opts.repoRoot, opts.sourcePaths);
  const build = [sha ?? 'nogit', ...(dirty ? [hashDir(opts.distDir)] : [])].join('.');
  // A version given with its own build metadata ("1.2.0+ci.42") is kept as-is.
  return opts.baseVersion.includes('+') ? opts.baseVersion : `${opts.baseVersion}+${build}`;
}
