import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DeployContext, resolveContext } from '../src/context';

export const SHELL_DEPS = {
  react: '19.2.0',
  'react-dom': '19.2.0',
  'react-router-dom': '7.9.4',
  'styled-components': '6.1.19',
  rxjs: '7.8.2',
  'single-spa-react': '6.0.2',
  '@platform/shared': 'workspace:^',
};

export interface SharedSpec {
  name: string;
  version: string;
}

export const GOOD_SHARED: SharedSpec[] = [
  { name: 'react', version: '19.2.0' },
  { name: 'react/jsx-runtime', version: '19.2.0' },
  { name: 'react-dom', version: '19.2.0' },
  { name: 'react-dom/client', version: '19.2.0' },
  { name: 'rxjs', version: '7.8.2' },
  { name: 'styled-components', version: '6.1.19' },
  { name: '@platform/shared', version: '0.1.0' },
];

export function manifest(container: string, shared: SharedSpec[] = GOOD_SHARED) {
  return {
    id: container,
    name: container,
    metaData: { name: container, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
    shared: shared.map((s) => ({
      id: `${container}:${s.name}`,
      name: s.name,
      version: s.version,
      singleton: true,
      requiredVersion: `^${s.version}`,
    })),
    remotes: [],
    exposes: [{ id: `${container}:lifecycles`, name: 'lifecycles', path: './lifecycles', assets: { js: { sync: ['lifecycles.js'], async: [] } } }],
  };
}

const created: string[] = [];
afterAll(() => {
  for (const dir of created.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A throwaway repo with a shell, shared, and remotes `mfe-demo` and `mfe-other`, each with a built dist. */
export function makeRepo(): { root: string; ctx: DeployContext; writeDist: (folder: string, body: string, shared?: SharedSpec[]) => string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-test-'));
  created.push(root);
  const write = (rel: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), content);
  };
  write('shell/package.json', JSON.stringify({ name: '@platform/shell', version: '0.1.0', dependencies: SHELL_DEPS }));
  write('shared/package.json', JSON.stringify({ name: '@platform/shared', version: '0.1.0' }));
  const remotes: Record<string, { container: string; routes: string[] }> = {
    'mfe-demo': { container: 'mfe_demo', routes: ['/demo', '/account/demo'] },
    'mfe-other': { container: 'mfe_other', routes: ['/other'] },
  };
  for (const [folder, r] of Object.entries(remotes)) {
    write(`${folder}/package.json`, JSON.stringify({ name: `@platform/${folder}`, version: '0.1.0', platform: r }));
  }
  const writeDist = (folder: string, body: string, shared?: SharedSpec[]) => {
    const dist = path.join(root, folder, 'dist');
    fs.rmSync(dist, { recursive: true, force: true });
    write(`${folder}/dist/mf-manifest.json`, JSON.stringify(manifest(remotes[folder].container, shared)));
    write(`${folder}/dist/remoteEntry.js`, `/* ${folder} */ ${body}`);
    write(`${folder}/dist/lifecycles.js`, `export const marker = ${JSON.stringify(body)};`);
    return dist;
  };
  writeDist('mfe-demo', 'A');
  writeDist('mfe-other', 'A');
  const ctx = resolveContext({ repoRoot: root, dataDir: path.join(root, 'data'), env: 'local', who: 'tester' }, {});
  return { root, ctx, writeDist };
}
