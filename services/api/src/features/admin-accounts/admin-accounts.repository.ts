import type { AccountHistoryItem, AdminAccount, AdminAccountsQuery, Role } from '@platform/shared/contract';
import type { Queryable } from '../../db/db';
import { listPage, SqlWhere, type ListSpec } from '../../db/list-query';
import { ACCOUNT_TABLES } from '../../core/account-tables';

interface AccountRow {
  role: Role;
  id: string;
  staff: boolean;
  username: string;
  email: string;
  name: string;
  status: AdminAccount['status'];
  email_verified: boolean;
  verification: AdminAccount['verification'];
  balance: number;
  suspension_reason: string | null;
  created_at: Date;
}

const VERIFICATION = (t: string) =>
  `CASE WHEN ${t}.verified THEN 'approved' WHEN ${t}.verification_rejection IS NOT NULL THEN 'rejected' ELSE 'pending' END`;

/** Every account of the three roles, with what the back office lists of it. */
const ACCOUNTS = `(
  SELECT 'user' AS role, u.id, ('admin' = ANY (u.roles)) AS staff, u.username, u.email,
         coalesce(nullif(u.display_name, ''), trim(u.first_name || ' ' || u.last_name)) AS name, u.status, u.email_verified,
         NULL::text AS verification, u.balance, u.suspension_reason, u.created_at
    FROM users u
  UNION ALL
  SELECT 'performer', p.id, false, p.username, p.email, coalesce(nullif(p.name, ''), trim(p.first_name || ' ' || p.last_name)), p.status,
         p.email_verified, ${VERIFICATION('p')}, p.balance, p.suspension_reason, p.created_at
    FROM performers p
  UNION ALL
  SELECT 'studio', s.id, false, s.username, s.email, s.name, s.status, s.email_verified, ${VERIFICATION('s')}, s.balance,
         s.suspension_reason, s.created_at
    FROM studios s
) a`;

export const toAdminAccount = (row: AccountRow): AdminAccount => ({
  _id: row.id,
  role: row.role,
  staff: row.staff,
  username: row.username,
  email: row.email,
  name: row.name,
  status: row.status,
  emailVerified: row.email_verified,
  verification: row.verification,
  balance: row.balance,
  suspensionReason: row.suspension_reason,
  createdAt: new Date(row.created_at).toISOString(),
});

/** The accounts list: newest first, `q` over the username, e-mail and name. */
const ACCOUNT_LIST: ListSpec = {
  from: ACCOUNTS,
  sortable: { createdAt: 'a.created_at' },
  defaultSortBy: 'createdAt',
  tieBreaker: 'a.id',
  searchIn: ['a.username', 'a.email', 'a.name'],
};

/** The dates are registration days (inclusive). */
export async function searchAccounts(db: Queryable, query: AdminAccountsQuery) {
  const where = new SqlWhere();
  if (query.role) where.and(`a.role = ${where.param(query.role)}`);
  if (query.status) where.and(`a.status = ${where.param(query.status)}`);
  if (query.fromDate) where.and(`a.created_at >= ${where.param(query.fromDate)}::date`);
  if (query.toDate) where.and(`a.created_at < ${where.param(query.toDate)}::date + 1`);
  const { rows, total } = await listPage<AccountRow>(db, ACCOUNT_LIST, where, { q: query.q, limit: query.limit, offset: query.offset });
  return { data: rows.map(toAdminAccount), total };
}

export async function findAdminAccount(db: Queryable, role: Role, id: string): Promise<AdminAccount | null> {
  const { rows } = await db.query<AccountRow>(`SELECT * FROM ${ACCOUNTS} WHERE a.role = $1 AND a.id = $2`, [role, id]);
  return rows[0] ? toAdminAccount(rows[0]) : null;
}

/** Holds the account's row until the transaction ends (two admins acting at once take turns). */
export async function lockAccount(db: Queryable, role: Role, id: string) {
  await db.query(`SELECT id FROM ${ACCOUNT_TABLES[role]} WHERE id = $1 FOR UPDATE`, [id]);
}

/** Suspended by the back office: no sign-in, no token (the caller bumps the token version), out of the lists. */
export async function setSuspended(db: Queryable, role: Role, id: string, reason: string) {
  const offline = role === 'studio' ? '' : ', is_online = false';
  await db.query(
    `UPDATE ${ACCOUNT_TABLES[role]} SET status = 'inactive', suspended_at = now(), suspension_reason = $2${offline}, updated_at = now() WHERE id = $1`,
    [id, reason],
  );
}

export async function setReactivated(db: Queryable, role: Role, id: string) {
  await db.query(
    `UPDATE ${ACCOUNT_TABLES[role]} SET status = 'active', suspended_at = NULL, suspension_reason = NULL, updated_at = now() WHERE id = $1`,
    [id],
  );
}

interface HistoryRow {
  kind: AccountHistoryItem['kind'];
  id: string;
  type: string;
  party: string | null;
  tokens: number;
  minutes: number | null;
  at: Date;
}

const HISTORY_LIMIT = 50;

/** A history row of the account: the member's own, or the performer's (a studio: one of its members'). */
const belongsTo = (role: Role, memberColumn: string, performerColumn: string) =>
  ({
    user: `${memberColumn} = $1`,
    performer: `${performerColumn} = $1`,
    studio: `${performerColumn} IN (SELECT id FROM performers WHERE studio_id = $1)`,
  })[role];

/** The username on the other side of a history row: the performer for a member, the member otherwise. */
const otherParty = (role: Role, memberColumn: string, performerColumn: string) =>
  role === 'user' ? `(SELECT username FROM performers WHERE id = ${performerColumn})` : `(SELECT username FROM users WHERE id = ${memberColumn})`;

/**
 * The account's latest purchases and shows, newest first: a member's purchases and private shows, a performer's
 * sales and shows, a studio's members' sales and shows.
 */
export async function accountHistory(db: Queryable, role: Role, id: string): Promise<AccountHistoryItem[]> {
  const purchases = belongsTo(role, 'pi.source_id', 'pi.seller_id');
  const party = otherParty(role, 'pi.source_id', 'pi.seller_id');
  const shows = belongsTo(role, 's.user_id', 's.performer_id');
  const showParty = otherParty(role, 's.user_id', 's.performer_id');
  const { rows } = await db.query<HistoryRow>(
    `(SELECT 'purchase' AS kind, pi.id, pi.type, ${party} AS party, pi.total_price AS tokens, NULL::integer AS minutes, pi.created_at AS at
        FROM purchased_items pi WHERE ${purchases} ORDER BY pi.created_at DESC LIMIT ${HISTORY_LIMIT})
     UNION ALL
     (SELECT 'show', s.id, s.type, ${showParty}, 0,
             CASE WHEN s.started_at IS NULL THEN NULL ELSE floor(extract(epoch FROM coalesce(s.ended_at, now()) - s.started_at) / 60)::integer END,
             coalesce(s.started_at, s.created_at)
        FROM streams s WHERE ${shows} AND s.status IN ('active', 'ended') ORDER BY s.created_at DESC LIMIT ${HISTORY_LIMIT})
     ORDER BY at DESC LIMIT ${HISTORY_LIMIT}`,
    [id],
  );
  return rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
}
