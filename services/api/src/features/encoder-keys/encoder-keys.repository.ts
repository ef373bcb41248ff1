import crypto from 'node:crypto';
import type { EncoderKind } from '@platform/shared/contract';
import type { Queryable } from '../../db/db';

/** What the database keeps of a key: its SHA-256 (the media server's check looks it up) and a sealed copy. */
export const keyHash = (key: string) => crypto.createHash('sha256').update(key).digest('hex');

export async function sealedKeys(db: Queryable, performerId: string): Promise<Map<EncoderKind, string>> {
  const { rows } = await db.query<{ kind: EncoderKind; key_sealed: string }>('SELECT kind, key_sealed FROM encoder_keys WHERE performer_id = $1', [
    performerId,
  ]);
  return new Map(rows.map((row) => [row.kind, row.key_sealed]));
}

/** Her key of this kind becomes `key` (the previous one, if any, stops working in the same statement). */
export async function saveKey(db: Queryable, performerId: string, kind: EncoderKind, key: string, sealed: string): Promise<void> {
  await db.query(
    `INSERT INTO encoder_keys (performer_id, kind, key_hash, key_sealed) VALUES ($1, $2, $3, $4)
     ON CONFLICT (performer_id, kind) DO UPDATE SET key_hash = excluded.key_hash, key_sealed = excluded.key_sealed, created_at = now()`,
    [performerId, kind, keyHash(key), sealed],
  );
}

/** Whose key of this kind it is (undefined: no such key, or revoked). */
export async function performerOfKey(db: Queryable, kind: EncoderKind, key: string): Promise<{ id: string; username: string } | undefined> {
  const { rows } = await db.query<{ id: string; username: string }>(
    'SELECT p.id, p.username FROM encoder_keys k JOIN performers p ON p.id = k.performer_id WHERE k.key_hash = $1 AND k.kind = $2',
    [keyHash(key), kind],
  );
  return rows[0];
}
