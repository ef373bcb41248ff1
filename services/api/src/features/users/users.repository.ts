import type { Gender } from '@platform/shared/contract';
import type { Queryable } from '../../db/db';
import type { UserRow } from './users.mapper';

const USER_COLUMNS = `id, username, email, first_name, last_name, display_name, phone, gender, country, city,
  date_of_birth, avatar_path, roles, status, email_verified, balance, is_online, total_view_time, total_token_spent,
  total_token_earned, created_at`;

export async function findUserById(db: Queryable, id: string) {
  const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

export interface NewUser {
  id: string;
  username: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  gender: Gender | '';
  country: string;
}

export async function insertUser(db: Queryable, user: NewUser) {
  await db.query(
    `INSERT INTO users (id, username, email, password_hash, first_name, last_name, gender, country)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [user.id, user.username, user.email, user.passwordHash, user.firstName, user.lastName, user.gender, user.country],
  );
}

const PROFILE_COLUMNS = {
  firstName: 'first_name',
  lastName: 'last_name',
  displayName: 'display_name',
  username: 'username',
  email: 'email',
  phone: 'phone',
  gender: 'gender',
  country: 'country',
  city: 'city',
  dateOfBirth: 'date_of_birth',
} as const;

export type UserProfileChanges = { [field in keyof typeof PROFILE_COLUMNS]?: string | null };

/** Writes the given profile fields (undefined ones stay); a changed e-mail must be verified again. */
export async function updateUserProfile(db: Queryable, id: string, changes: UserProfileChanges, options: { emailChanged: boolean }) {
  const sets: string[] = [];
  const params: unknown[] = [id];
  for (const [field, column] of Object.entries(PROFILE_COLUMNS)) {
    const value = changes[field as keyof typeof PROFILE_COLUMNS];
    if (value === undefined) continue;
    params.push(field === 'dateOfBirth' && value ? value.slice(0, 10) : value);
    sets.push(`${column} = $${params.length}`);
  }
  if (options.emailChanged) sets.push('email_verified = false');
  if (sets.length) await db.query(`UPDATE users SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, params);
}
