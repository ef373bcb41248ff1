import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// The same file the API keeps its secrets in (services/api/src/core/secrets.ts): one file per data folder, mode 0600.
export const SECRETS_FILE = 'secrets.json';

/** Values printed in READMEs and tests: never used as a real secret. */
const PUBLISHED = new Set(['dev-media-secret', 'test-secret', 'stub-secret', 'secret', 'changeme', 'change-me']);

function readSecrets(file) {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed;
  } catch (error) {
    if (error.code === 'ENOENT') return {};
  }
  throw new Error(`${file} is not a JSON object of secrets. Fix it, or delete it to generate new secrets (every signed-in session ends).`);
}

/**
 * The media secret the API and the media server share for this data folder: MEDIA_SECRET when given, else the one
 * kept in `<apiDataDir>/secrets.json`, generated there on first start (the API adds its own JWT secret to the file).
 */
export const mediaSecretFor = (apiDataDir, env = process.env) => sharedSecretFor('mediaSecret', env.MEDIA_SECRET, apiDataDir);

/** The secret the API and the sandbox payment processor sign with (PROCESSOR_SECRET, else kept beside the media secret). */
export const processorSecretFor = (apiDataDir, env = process.env) => sharedSecretFor('processorSecret', env.PROCESSOR_SECRET, apiDataDir);

function sharedSecretFor(name, given, apiDataDir) {
  if (given) return given;
  const file = path.join(apiDataDir, SECRETS_FILE);
  const stored = readSecrets(file);
  if (typeof stored[name] === 'string' && stored[name] && !PUBLISHED.has(stored[name])) {
    fs.chmodSync(file, 0o600);
    return stored[name];
  }
  stored[name] = crypto.randomBytes(48).toString('base64url');
  fs.mkdirSync(apiDataDir, { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(temp, file);
  return stored[name];
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost', '[::1]']);
export const isLoopbackHost = (host) => LOOPBACK.has(String(host).trim().toLowerCase());
