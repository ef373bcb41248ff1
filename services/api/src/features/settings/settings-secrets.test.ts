import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { hashPassword } from '../../core/passwords';
import { SECRETS_FILE } from '../../core/secrets';
import { createStorage } from '../../core/storage';
import { createTokenService } from '../../core/tokens';
import { openDb, type Db } from '../../db/db';
import { migrate, readMigrations } from '../../db/migrate';
import { setFirstAdminPassword } from '../../seed/admin-password';
import { seed } from '../../seed/seed';
import { bearer, dropSchema, json, login } from '../../../test/helpers';

// An install from before migration 530: the JWT signing secret sat in the settings table (readable by the admin
// through POST /settings/keys) and the seeded admin signed in with the published demo1234.
const OLD_SETTINGS_SECRET = 'old-secret-that-sat-in-the-settings-table';
const ADMIN_PASSWORD = 'settings-test-admin-password';

let app: FastifyInstance;
let db: Db;
let dataDir: string;
let schema: string | undefined;
const databaseUrl = process.env.DATABASE_URL;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  schema = databaseUrl ? `test_${crypto.randomBytes(6).toString('hex')}` : undefined;
  db = await openDb({ databaseUrl, schema, inMemory: true });
  // Every migration but 530 (the one under test): the seed below is today's, so later columns must exist.
  await migrate(
    db,
    readMigrations().filter((m) => !m.id.startsWith('530')),
  );
  await seed(db, createStorage(dataDir, '/uploads'), { production: false });
  await db.query(`UPDATE users SET password_hash = $1 WHERE username = 'admin'`, [await hashPassword('demo1234')]);
  await db.query(
    `INSERT INTO settings (key, value, public, grp, description) VALUES ('jwtSecret', $1::jsonb, false, 'system', 'JWT signing secret')`,
    [JSON.stringify(OLD_SETTINGS_SECRET)],
  );
  // A secret someone put into the settings by hand, one of them even public: neither may ever be answered.
  await db.query(`INSERT INTO settings (key, value, public, grp) VALUES ('paymentApiKey', '"pk_live_123"'::jsonb, false, 'payment'),
    ('smtpPassword', '"hunter2"'::jsonb, true, 'mail')`);

  // No JWT_SECRET: the app must take its secret from <dataDir>/secrets.json, not from the table.
  app = await buildApp({
    db,
    config: { dataDir, inMemoryDb: true, logger: false, devMode: true, jwtSecret: undefined, rateLimits: false, seedMedia: false },
  });
}, 120_000); // the demo seed on a shared 2-core machine

afterAll(async () => {
  await app?.close();
  await db?.close();
  if (databaseUrl && schema) await dropSchema(databaseUrl, schema);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const adminId = async () => (await db.query<{ id: string }>(`SELECT id FROM users WHERE username = 'admin'`)).rows[0].id;
const statsWith = (token: string) => app.inject({ method: 'GET', url: '/statistics/admin', headers: bearer(token) });

describe('secrets are not settings', () => {
  it('admin/demo1234 no longer signs in; the first start gives the admin its own password, once', async () => {
    const res = await app.inject({ method: 'POST', url: '/auth/code/login', payload: { username: 'admin', password: 'demo1234' } });
    expect(res.statusCode).toBe(400);
    expect(await setFirstAdminPassword(db, ADMIN_PASSWORD)).toEqual({ username: 'admin' });
    expect(await setFirstAdminPassword(db)).toBeNull(); // shown once: a later start sets nothing
    await login(app, 'user', 'admin', ADMIN_PASSWORD);
    const again = await app.inject({ method: 'POST', url: '/auth/code/login', payload: { username: 'admin', password: 'demo1234' } });
    expect(again.statusCode).toBe(400);
  });

  it('the old signing secret is gone from the table, and a token forged with it is refused', async () => {
    const { rows } = await db.query(`SELECT key FROM settings WHERE key = 'jwtSecret'`);
    expect(rows).toEqual([]);
    const id = await adminId();
    const forged = createTokenService(OLD_SETTINGS_SECRET).sign({ authId: id, source: 'user', sourceId: id });
    expect((await statsWith(forged)).statusCode).toBe(403);
    // the same token signed with the install's own secret (secrets.json, mode 0600) is accepted: only the secret differs
    const file = path.join(dataDir, SECRETS_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const { jwtSecret } = JSON.parse(fs.readFileSync(file, 'utf8')) as { jwtSecret: string };
    expect(jwtSecret).not.toBe(OLD_SETTINGS_SECRET);
    expect((await statsWith(createTokenService(jwtSecret).sign({ authId: id, source: 'user', sourceId: id }))).statusCode).toBe(200);
  });

  it('POST /settings/keys answers no secret, to the admin or anyone else', async () => {
    const keys = ['jwtSecret', 'mediaSecret', 'paymentApiKey', 'smtpPassword', 'siteName'];
    const nothingSecret = { jwtSecret: null, mediaSecret: null, paymentApiKey: null, smtpPassword: null, siteName: 'Velvet Live' };
    const anonymous = await app.inject({ method: 'POST', url: '/settings/keys', payload: { keys } });
    expect(json(anonymous).data).toEqual(nothingSecret);
    const admin = await login(app, 'user', 'admin', ADMIN_PASSWORD);
    const asAdmin = await app.inject({ method: 'POST', url: '/settings/keys', headers: bearer(admin), payload: { keys } });
    expect(json(asAdmin).data).toEqual(nothingSecret);
    // private settings that are not secrets still reach the admin
    const commission = await app.inject({
      method: 'POST',
      url: '/settings/keys',
      headers: bearer(admin),
      payload: { keys: ['performerCommission'] },
    });
    expect(json(commission).data).toEqual({ performerCommission: 20 });
  });

  it('production mode refuses to seed the demo accounts', async () => {
    await expect(seed(db, createStorage(dataDir, '/uploads'), { production: true })).rejects.toThrow(/NODE_ENV=production.*SEED=0/);
  });

  it('GET /settings/public never lists a secret, even one marked public', async () => {
    const res = await app.inject({ method: 'GET', url: '/settings/public' });
    expect(res.statusCode).toBe(200);
    const settings = json(res).data as Record<string, unknown>;
    expect(settings).not.toHaveProperty('smtpPassword');
    expect(settings).not.toHaveProperty('jwtSecret');
    expect(res.body).not.toContain('hunter2');
    expect(settings.siteName).toBe('Velvet Live');
  });
});
