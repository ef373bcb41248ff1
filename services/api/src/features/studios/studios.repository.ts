import type { Queryable } from '../../db/db';
import type { StudioRow } from './studios.mapper';

/** Studio row plus member counts. */
const STUDIO_SELECT = `SELECT s.*,
  (SELECT count(*)::int FROM performers p WHERE p.studio_id = s.id) AS total_performer,
  (SELECT count(*)::int FROM performers p WHERE p.studio_id = s.id AND (p.is_online OR p.streaming_status <> 'offline')) AS total_online_performer
  FROM studios s`;

export async function findStudioById(db: Queryable, id: string) {
  const { rows } = await db.query<StudioRow>(`${STUDIO_SELECT} WHERE s.id = $1`, [id]);
  return rows[0] ?? null;
}

export async function studioExists(db: Queryable, id: string) {
  const { rows } = await db.query('SELECT 1 FROM studios WHERE id = $1', [id]);
  return rows.length > 0;
}

export interface NewStudio {
  id: string;
  username: string;
  email: string;
  passwordHash: string;
  name: string;
  country: string;
  documentVerificationId: string;
  idVerificationId: string;
}

export async function insertStudio(db: Queryable, studio: NewStudio) {
  await db.query(
    `INSERT INTO studios (id, username, email, password_hash, name, country, document_verification_id, id_verification_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      studio.id,
      studio.username,
      studio.email,
      studio.passwordHash,
      studio.name,
      studio.country,
      studio.documentVerificationId,
      studio.idVerificationId,
    ],
  );
}

// The profile fields are named like their columns.
const PROFILE_COLUMNS = ['name', 'username', 'email', 'phone', 'country', 'city', 'address', 'languages', 'timezone'] as const;

export type StudioProfileChanges = { [column in (typeof PROFILE_COLUMNS)[number]]?: unknown };

/** Writes the given profile fields (undefined ones stay); a changed e-mail must be verified again. */
export async function updateStudioProfile(db: Queryable, id: string, changes: StudioProfileChanges, options: { emailChanged: boolean }) {
  const sets: string[] = [];
  const params: unknown[] = [id];
  for (const column of PROFILE_COLUMNS) {
    if (changes[column] === undefined) continue;
    params.push(changes[column]);
    sets.push(`${column} = $${params.length}${column === 'languages' ? '::text[]' : ''}`);
  }
  if (options.emailChanged) sets.push('email_verified = false');
  if (sets.length) await db.query(`UPDATE studios SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, params);
}
