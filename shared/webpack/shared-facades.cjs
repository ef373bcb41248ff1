// Shared singletons served through a facade: an agreed list of the package's exports.
//
// A shared module cannot be tree-shaken (any remote, built later, may use any export), so sharing a package
// whole ships all of it: react-router-dom 7 is ~54 KB compressed, of which an app uses ~15. Each app instead
// shares the facade in ./facades (same share key, the package's real version), which re-exports the agreed names
// from the real package (reached by a `platform-vendor/<name>` alias, so the facade's own import is not taken for
// the shared module). Every app builds the same facade, so whichever copy loads first serves everyone.
// The list is a contract like the version: test/shared-facades.test.ts fails when an app imports a name the facade
// lacks; every build writes its lists to dist/shared-facades.json, and the deploy compat gate refuses a remote whose
// lists hold a name the shell's lack (a new name lands in the shell first; docs/architecture.md, "Facades").
const fs = require('node:fs');
const path = require('node:path');

const FACADES = {
  'react-router-dom': 'react-router-dom.mjs',
  rxjs: 'rxjs.mjs',
  'react-i18next': 'react-i18next.mjs',
  '@tanstack/react-query': 'tanstack-react-query.mjs',
};

function facadeFile(name) {
  return FACADES[name] ? path.join(__dirname, 'facades', FACADES[name]) : undefined;
}

function packageDir(dir, name) {
  return path.dirname(require.resolve(`${name}/package.json`, { paths: [dir] }));
}

/** The package's ES module entry (what `import` resolves to), so the facade's re-exports tree-shake. */
function esmEntry(pkgDir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
  const root = pkg.exports && pkg.exports['.'];
  const imported = root && root.import;
  const file = (imported && (typeof imported === 'string' ? imported : imported.default)) || pkg.module;
  if (!file) throw new Error(`${pkg.name}: no ES module entry for its shared facade`);
  return path.join(pkgDir, file);
}

/** resolve.alias entries `platform-vendor/<name>` → the real package, for the app in `dir`. */
function facadeAliases(dir) {
  const alias = {};
  for (const name of Object.keys(FACADES)) alias[`platform-vendor/${name}$`] = esmEntry(packageDir(dir, name));
  return alias;
}

/** MF shared-entry fields of a facaded package: the facade as the provided module, the real version. */
function facadeShareOptions(dir, name) {
  const file = facadeFile(name);
  if (!file) return {};
  const { version } = JSON.parse(fs.readFileSync(path.join(packageDir(dir, name), 'package.json'), 'utf8'));
  return { import: file, version };
}

/** The names a facade re-exports (its `export { … }` lists). */
function facadeExports(name) {
  const text = fs.readFileSync(facadeFile(name), 'utf8');
  return [...text.matchAll(/export\s*\{([^}]*)\}/g)]
    .flatMap((match) => match[1].split(','))
    .map((entry) => entry.trim())
    .filter(Boolean)
    .sort();
}

/** Read by the deploy compat gate next to mf-manifest.json (deploy/src/compat.ts names it too). */
const FACADE_LIST_FILE = 'shared-facades.json';

/** Emits dist/shared-facades.json: { package: [names] } of the facades this build shares. */
class FacadeListPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FacadeListPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FacadeListPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const lists = Object.fromEntries(Object.keys(FACADES).map((name) => [name, facadeExports(name)]));
        compilation.emitAsset(FACADE_LIST_FILE, new sources.RawSource(`${JSON.stringify(lists, null, 1)}\n`));
      });
    });
  }
}

module.exports = { FACADES, FacadeListPlugin, facadeExports, facadeAliases, facadeShareOptions };
