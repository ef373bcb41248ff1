import crypto from 'node:crypto';

/**
 * Which browsers get a canary. Each browser carries one random id in a first-party cookie (set by the edge with its
 * first registry answer; no person, account or address in it); its bucket for a remote is a hash of that id and the
 * remote's name, so the same browser lands in the same bucket on every load and in every tab, and a 10 % canary of one
 * remote and a 10 % canary of another do not pick the same browsers.
 */
export const BUCKET_COOKIE = 'vl_bucket';
const ID = /^[0-9a-f]{32}$/;

export function newBucketId(): string {
  return crypto.randomBytes(16).toString('hex');
}

/** A well-formed id from the cookie, or null (absent or tampered with: the edge then hands out a new one). */
export function validBucketId(value: string | undefined): string | null {
  return value && ID.test(value) ? value : null;
}

/** 0–99, uniform over ids, fixed for one id and remote. */
export function bucketOf(id: string, remote: string): number {
  const digest = crypto.createHash('sha256').update(`${remote}:${id}`).digest();
  return digest.readUInt32BE(0) % 100;
}

/** True when this browser is among the `share` % that get the remote's canary. */
export function inCanary(id: string, remote: string, share: number): boolean {
  return bucketOf(id, remote) < share;
}
