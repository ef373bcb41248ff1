import type { Db } from '../../db/db';
import { openTestDb } from '../../../test/helpers';
import { newId } from '../../db/ids';
import { migrate, readMigrations } from '../../db/migrate';
import { fillAccountNames, foldUsername } from './account-names';

// An install from before migration 731 (usernames unique per role only) is upgraded: its accounts fill the one namespace.

let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await openTestDb());
});
afterAll(() => close());

it('fills account_names from the users, performers and studios an older version wrote, the oldest keeping a shared name', async () => {
  await migrate(
    db,
    readMigrations().filter((m) => m.id < '731'),
  );
  const day = 86_400_000;
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day);
  const ids = { annaPerformer: newId(at(3)), annaMember: newId(at(2)), annaStudio: newId(at(1)), bob: newId(at(3)), admin: newId(at(4)) };
  const insert = async (table: string, id: string, username: string, daysAgo: number, extra = '') =>
    db.query(
      `INSERT INTO ${table} (id, username, email, password_hash, created_at${extra ? ', gender' : ''})
       VALUES ($1, $2, $3, 'x', $4${extra ? `, '${extra}'` : ''})`,
      [id, username, `${username.toLowerCase()}-${table}@example.com`, at(daysAgo)],
    );
  await insert('performers', ids.annaPerformer, 'anna', 3, 'female');
  await insert('users', ids.annaMember, 'ANNA', 2); // allowed then: another role
  await insert('studios', ids.annaStudio, 'Anna', 1);
  await insert('users', ids.bob, 'bob', 3);
  await insert('users', ids.admin, 'admin', 4); // a reserved name an existing account already has

  expect(await migrate(db)).toContain('731_account_names_and_sign_in_failures');
  const clashes = await fillAccountNames(db);
  expect(clashes.map((c) => [c.source, c.id]).sort()).toEqual(
    [
      ['studio', ids.annaStudio],
      ['user', ids.annaMember],
    ].sort(),
  );
  const { rows } = await db.query<{ folded_name: string; source: string; source_id: string }>(
    'SELECT folded_name, source, source_id FROM account_names ORDER BY folded_name',
  );
  expect(rows).toEqual([
    { folded_name: foldUsername('admin'), source: 'user', source_id: ids.admin },
    { folded_name: foldUsername('anna'), source: 'performer', source_id: ids.annaPerformer },
    { folded_name: foldUsername('bob'), source: 'user', source_id: ids.bob },
  ]);
  // the old per-role lockout table is gone; the keyed one is there
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_name IN ('login_failures', 'sign_in_failures', 'sign_in_addresses') AND table_schema = current_schema() ORDER BY 1`,
  );
  expect(tables.rows.map((t) => t.name)).toEqual(['sign_in_addresses', 'sign_in_failures']);
});
