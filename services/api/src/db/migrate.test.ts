import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createStorage } from '../core/storage';
import { seed } from '../seed/seed';
import { openTestDb } from '../../test/helpers';
import type { Db } from './db';
import { migrate, readMigrations } from './migrate';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-migrate-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

// Same database choice as the app: DATABASE_URL (in a throw-away schema) or embedded PGlite.
const open = openTestDb;

const count = async (db: Db, table: string) => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;

describe('migrations', () => {
  it('are numbered SQL files applied in order', () => {
    const ids = readMigrations().map((m) => m.id);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    expect(ids).toEqual([...ids].sort());
  });

  it('apply once and are tracked; a second run applies nothing and the seed is idempotent', async () => {
    const { db, close } = await open();
    try {
      const first = await migrate(db);
      expect(first).toEqual(readMigrations().map((m) => m.id));
      expect(await migrate(db)).toEqual([]);
      const storage = createStorage(tempDir(), '/uploads');
      expect(await seed(db, storage)).toBe(true);
      const performers = await count(db, 'performers');
      expect(performers).toBeGreaterThanOrEqual(12);
      expect(await seed(db, storage)).toBe(false);
      expect(await count(db, 'performers')).toBe(performers);
      const tracked = (await db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id')).rows.map((r) => r.id);
      expect(tracked).toEqual([...first, 'seed_001_demo'].sort());
    } finally {
      await close();
    }
  });

  it('balances can never go below zero', async () => {
    const { db, close } = await open();
    try {
      await migrate(db);
      await seed(db, createStorage(tempDir(), '/uploads'));
      await expect(db.query(`UPDATE users SET balance = balance - 501 WHERE username = 'member'`)).rejects.toThrow(/check constraint/);
      await db.query(`UPDATE users SET balance = balance - 500 WHERE username = 'member'`);
      expect((await db.query<{ balance: number }>(`SELECT balance FROM users WHERE username = 'member'`)).rows[0].balance).toBe(0);
    } finally {
      await close();
    }
  });

  it('a rolled-back transaction leaves no trace', async () => {
    const { db, close } = await open();
    try {
      await migrate(db);
      await expect(
        db.transaction(async (tx) => {
          await tx.query(`INSERT INTO settings (key, value) VALUES ('x', '1'::jsonb)`);
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect(await count(db, 'settings')).toBe(0);
    } finally {
      await close();
    }
  });

  if (!process.env.DATABASE_URL) {
    it('PGlite keeps data in its folder across restarts and restores missing seed files', async () => {
      const dataDir = tempDir();
      const storage = createStorage(dataDir, '/uploads');
      let { db, close } = await open(path.join(dataDir, 'pglite'));
      await migrate(db);
      await seed(db, storage);
      await close();
      fs.rmSync(path.join(storage.publicRoot, 'seed'), { recursive: true });
      ({ db, close } = await open(path.join(dataDir, 'pglite')));
      try {
        expect(await migrate(db)).toEqual([]);
        expect(await seed(db, storage)).toBe(false);
        expect(await count(db, 'performers')).toBeGreaterThanOrEqual(12);
        expect(fs.readFileSync(path.join(storage.publicRoot, 'seed/avatars/anna.svg'), 'utf8')).toContain('<svg');
      } finally {
        await close();
      }
    }, 60_000);
  }
});
