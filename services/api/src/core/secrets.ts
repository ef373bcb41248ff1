import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { AppConfig } from '../config';

/** The install's secrets: never stored in the database, never answered by any route. */
export interface InstallSecrets {
  /** Signs every session token: whoever knows it can sign in as anyone. */
  jwtSecret: string;
  /** Shared with the media server: REST calls (X-Media-Secret) and its webhooks (?secret=). */
  mediaSecret: string;
}

type SecretName = keyof InstallSecrets;

const VARIABLES: Record<SecretName, string> = { jwtSecret: 'JWT_SECRET', mediaSecret: 'MEDIA_SECRET' };

/** Values that were printed in READMEs, examples or tests: as good as public. */
export const KNOWN_DEFAULT_SECRETS = new Set([
  'dev-media-secret',
  'test-secret',
  'secret',
  'changeme',
  'change-me',
  'dev-secret',
  'dev-jwt-secret',
  'jwt-secret',
  'stub-secret',
]);

/** Below this a secret could be guessed offline from one signed token. */
export const MIN_PRODUCTION_SECRET_LENGTH = 32;

export const SECRETS_FILE = 'secrets.json';

/** Refused configuration: main.ts prints the message alone (no stack) and exits. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export const generateSecret = () => crypto.randomBytes(48).toString('base64url');

/** Why a secret given by environment (`variable`) cannot be used in production, or null when it can. */
function productionProblem(variable: string, value: string | undefined): string | null {
  if (!value)
    return `${variable} is not set. NODE_ENV=production needs it: set ${variable} to a random value of at least ${MIN_PRODUCTION_SECRET_LENGTH} characters (e.g. \`openssl rand -base64 48\`).`;
  if (KNOWN_DEFAULT_SECRETS.has(value.trim().toLowerCase()))
    return `${variable} holds a published default value. NODE_ENV=production needs a random value of its own (e.g. \`openssl rand -base64 48\`).`;
  if (value.length < MIN_PRODUCTION_SECRET_LENGTH)
    return `${variable} is shorter than ${MIN_PRODUCTION_SECRET_LENGTH} characters. NODE_ENV=production needs a random value of at least ${MIN_PRODUCTION_SECRET_LENGTH} characters.`;
  return null;
}

/** Reads `<dataDir>/secrets.json`; a missing file is empty, an unreadable one is refused (never silently replaced: tokens would all break). */
function readSecretsFile(file: string): Partial<Record<string, unknown>> {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new ConfigError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw new ConfigError(`${file} is not a JSON object of secrets. Fix it, or delete it to generate new secrets (every signed-in session ends).`);
}

/** Writes the file readable by its owner only, through a temp file + rename so a crash never leaves half a file. */
function writeSecretsFile(file: string, content: Record<string, unknown>) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(temp, file);
}

const usable = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && !KNOWN_DEFAULT_SECRETS.has(value);

/**
 * The install's secrets. Production (NODE_ENV=production): only from the environment (JWT_SECRET, MEDIA_SECRET; PROCESSOR_SECRET is checked alike),
 * and a missing, default or short value refuses to start. Elsewhere: the environment when set, else the value kept in
 * `<dataDir>/secrets.json` (mode 0600), generated on first start — so every restart and every process of one data
 * folder agree, and two installs never share a secret.
 */
export function loadSecrets(config: Pick<AppConfig, 'dataDir' | 'production' | 'jwtSecret' | 'mediaSecret' | 'processorSecret'>): InstallSecrets {
  const given: Record<SecretName, string | undefined> = { jwtSecret: config.jwtSecret, mediaSecret: config.mediaSecret };
  const names = Object.keys(VARIABLES) as SecretName[];
  if (config.production) {
    // the payment processor's postbacks are signed with PROCESSOR_SECRET: a guessable one would let anyone credit tokens
    const checks: Array<[string, string | undefined]> = [
      ...names.map((name): [string, string | undefined] => [VARIABLES[name], given[name]]),
      ['PROCESSOR_SECRET', config.processorSecret],
    ];
    const problems = checks.map(([variable, value]) => productionProblem(variable, value)).filter((p): p is string => p !== null);
    if (problems.length) throw new ConfigError(`Refusing to start: ${problems.join(' ')}`);
    return { jwtSecret: given.jwtSecret!, mediaSecret: given.mediaSecret! };
  }

  const file = path.join(config.dataDir, SECRETS_FILE);
  let stored = readSecretsFile(file);
  const missing = names.filter((name) => !given[name] && !usable(stored[name]));
  if (missing.length) {
    for (const name of missing) stored[name] = generateSecret();
    writeSecretsFile(file, stored);
    // Two processes starting at once on one folder: the last rename wins, and both use what it wrote.
    stored = readSecretsFile(file);
  } else if (fs.existsSync(file) && (fs.statSync(file).mode & 0o077) !== 0) {
    fs.chmodSync(file, 0o600); // a copy made with a loose umask: the file holds signing keys
  }
  const pick = (name: SecretName) => given[name] || (stored[name] as string);
  return { jwtSecret: pick('jwtSecret'), mediaSecret: pick('mediaSecret') };
}

/** The install's VAPID key pair: browsers accept Web Push messages signed with it. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * VAPID_PUBLIC_KEY + VAPID_PRIVATE_KEY when both are set. Production: only those (without them the site sends no
 * browser notifications; open tabs still get alerts). Elsewhere: kept in `<dataDir>/secrets.json`, generated on first
 * start like the other secrets, so a browser's subscription outlives restarts.
 */
export function loadVapidKeys(config: Pick<AppConfig, 'dataDir' | 'production'>, env: NodeJS.ProcessEnv = process.env): VapidKeys | null {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  if (config.production) return null;
  const file = path.join(config.dataDir, SECRETS_FILE);
  const stored = readSecretsFile(file);
  const kept = stored.vapid as Partial<VapidKeys> | undefined;
  if (usable(kept?.publicKey) && usable(kept?.privateKey)) return { publicKey: kept.publicKey, privateKey: kept.privateKey };
  writeSecretsFile(file, { ...stored, vapid: webpush.generateVAPIDKeys() });
  // two processes at once: both use what the last rename wrote
  return readSecretsFile(file).vapid as VapidKeys;
}
