import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { devOutboxAccess, loadConfig } from '../config';
import { ConfigError, loadSecrets, SECRETS_FILE } from './secrets';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secrets-test-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const STRONG = 'x'.repeat(20) + 'a-random-enough-value-0123456789';

describe('loadSecrets (development)', () => {
  it('generates the secrets once per data folder into secrets.json, readable by its owner only', () => {
    const dataDir = tempDir();
    const first = loadSecrets({ dataDir, production: false });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.mediaSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.jwtSecret).not.toBe(first.mediaSecret);
    const file = path.join(dataDir, SECRETS_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(first);
    // a restart reads the same secrets: sessions survive it
    expect(loadSecrets({ dataDir, production: false })).toEqual(first);
    // another install never shares them
    const other = loadSecrets({ dataDir: tempDir(), production: false });
    expect(other.jwtSecret).not.toBe(first.jwtSecret);
    expect(other.mediaSecret).not.toBe(first.mediaSecret);
  });

  it('the environment wins; a published default in the file is replaced; a loose file mode is tightened', () => {
    const dataDir = tempDir();
    const file = path.join(dataDir, SECRETS_FILE);
    fs.writeFileSync(file, JSON.stringify({ jwtSecret: 'kept-from-an-earlier-start-0123456789', mediaSecret: 'dev-media-secret' }), { mode: 0o644 });
    fs.chmodSync(file, 0o644);
    const secrets = loadSecrets({ dataDir, production: false });
    expect(secrets.jwtSecret).toBe('kept-from-an-earlier-start-0123456789');
    expect(secrets.mediaSecret).not.toBe('dev-media-secret');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSecrets({ dataDir, production: false, jwtSecret: 'from-env', mediaSecret: 'from-env-too' })).toEqual({
      jwtSecret: 'from-env',
      mediaSecret: 'from-env-too',
    });
  });

  it('a damaged secrets file stops the start with a message instead of silently replacing the keys', () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, SECRETS_FILE), 'not json');
    expect(() => loadSecrets({ dataDir, production: false })).toThrow(/secrets\.json is not a JSON object/);
  });
});

describe('loadSecrets (NODE_ENV=production)', () => {
  const production = (env: NodeJS.ProcessEnv) => loadConfig({}, { NODE_ENV: 'production', DATA_DIR: tempDir(), ...env });

  it('refuses to start without JWT_SECRET or MEDIA_SECRET, naming the variable', () => {
    const config = production({});
    expect(config.production).toBe(true);
    expect(() => loadSecrets(config)).toThrow(ConfigError);
    expect(() => loadSecrets(config)).toThrow(/JWT_SECRET is not set/);
    expect(() => loadSecrets(config)).toThrow(/MEDIA_SECRET is not set/);
    expect(() => loadSecrets(production({ MEDIA_SECRET: STRONG }))).toThrow(/JWT_SECRET is not set/);
    // the payment processor signs its postbacks with PROCESSOR_SECRET
    expect(() => loadSecrets(production({ JWT_SECRET: STRONG, MEDIA_SECRET: `${STRONG}-media` }))).toThrow(/PROCESSOR_SECRET is not set/);
    expect(() => loadSecrets(production({ JWT_SECRET: STRONG, MEDIA_SECRET: `${STRONG}-media`, PROCESSOR_SECRET: 'changeme' }))).toThrow(
      /PROCESSOR_SECRET holds a published default/,
    );
    // nothing is generated behind the operator's back
    expect(fs.existsSync(path.join(config.dataDir, SECRETS_FILE))).toBe(false);
  });

  it('refuses the published defaults and short values', () => {
    expect(() => loadSecrets(production({ JWT_SECRET: STRONG, MEDIA_SECRET: 'dev-media-secret' }))).toThrow(/MEDIA_SECRET holds a published default/);
    expect(() => loadSecrets(production({ JWT_SECRET: 'test-secret', MEDIA_SECRET: STRONG }))).toThrow(/JWT_SECRET holds a published default/);
    expect(() => loadSecrets(production({ JWT_SECRET: 'short', MEDIA_SECRET: STRONG }))).toThrow(/JWT_SECRET is shorter than 32/);
  });

  it('starts with secrets of its own from the environment', () => {
    const config = production({ JWT_SECRET: STRONG, MEDIA_SECRET: `${STRONG}-media`, PROCESSOR_SECRET: `${STRONG}-processor` });
    expect(loadSecrets(config)).toEqual({ jwtSecret: STRONG, mediaSecret: `${STRONG}-media` });
    expect(fs.existsSync(path.join(config.dataDir, SECRETS_FILE))).toBe(false);
  });
});

describe('development outbox access', () => {
  it('is open only on a development server bound to loopback', () => {
    expect(loadConfig({}, {}).devOutbox).toBe('open');
    expect(loadConfig({}, { API_HOST: '::1' }).devOutbox).toBe('open');
    expect(loadConfig({}, { API_HOST: 'localhost' }).devOutbox).toBe('open');
    expect(loadConfig({}, { DEV_OUTBOX: 'admin' }).devOutbox).toBe('admin');
    expect(loadConfig({}, { API_HOST: '0.0.0.0' }).devOutbox).toBe('admin');
    expect(loadConfig({}, { API_HOST: '0.0.0.0', DEV_OUTBOX: 'open' }).devOutbox).toBe('admin');
    expect(loadConfig({}, { NODE_ENV: 'production', DEV_MODE: '1', DEV_OUTBOX: 'open' }).devOutbox).toBe('admin');
    expect(loadConfig({}, { DEV_MODE: '0' }).devOutbox).toBe('admin');
    expect(devOutboxAccess({ devMode: true, production: false, host: '192.168.1.10' }, 'open')).toBe('admin');
  });
});
