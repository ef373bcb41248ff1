// Bakes the registry pointer into the shell build as the last-resort fallback.
// Source: deploy/.data/registry/local/current.json when it exists, else an empty registry —
// the shell never compiles in a remote URL of its own.
const fs = require('node:fs');
const path = require('node:path');

const TARGET = path.join(__dirname, '..', 'src', 'registry', 'fallback-registry.json');
const SOURCE = path.join(__dirname, '..', '..', 'deploy', '.data', 'registry', 'local', 'current.json');

function emptyRegistry() {
  return { env: 'local', updatedAt: null, remotes: {} };
}

function readSource() {
  try {
    const parsed = JSON.parse(fs.readFileSync(SOURCE, 'utf8'));
    if (parsed && typeof parsed === 'object' && parsed.remotes && typeof parsed.remotes === 'object') return parsed;
  } catch {
    // Missing or unreadable: bake an empty registry.
  }
  return emptyRegistry();
}

/** ifMissing: only make sure the file exists (tests, typecheck); otherwise refresh it (builds). */
function writeFallbackRegistry({ ifMissing = false } = {}) {
  if (ifMissing && fs.existsSync(TARGET)) return TARGET;
  const document = ifMissing ? emptyRegistry() : readSource();
  const text = `${JSON.stringify(document, null, 2)}\n`;
  if (!fs.existsSync(TARGET) || fs.readFileSync(TARGET, 'utf8') !== text) fs.writeFileSync(TARGET, text);
  return TARGET;
}

module.exports = { writeFallbackRegistry };

if (require.main === module) writeFallbackRegistry({ ifMissing: process.argv.includes('--if-missing') });
