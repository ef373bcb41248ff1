import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { makeRepo } from './fixtures';
import { publish, publishIfChanged } from '../src/publish';
import { rollback } from '../src/rollback';
import { readRegistry, registryFile } from '../src/registry';
import { readHistory } from '../src/history';
import { withLock } from '../src/lock';
import { DeployError } from '../src/context';

const repoRoot = path.resolve(__dirname, '..', '..');

describe('publish', () => {
  it('copies the build into an immutable versioned folder, points the registry at it and records history', async () => {
    const { ctx } = makeRepo();
    const out = await publish(ctx, { remote: 'mfe-demo' });

    expect(out.version).toMatch(/^0\.1\.0\+nogit\.[0-9a-f]{8}$/);
    expect(fs.readFileSync(path.join(out.releaseDir, 'remoteEntry.js'), 'utf8')).toContain('A');
    const doc = readRegistry(ctx);
    expect(doc.env).toBe('local');
    expect(doc.remotes.mfe_demo).toEqual({
      name: 'mfe_demo',
      package: '@platform/mfe-demo',
      version: out.version,
      manifestUrl: `/remotes/mfe-demo/${out.version}/mf-manifest.json`,
      routes: ['/demo', '/account/demo'],
    });
    expect(readHistory(ctx)).toEqual([
      expect.objectContaining({ action: 'publish', remote: 'mfe_demo', from: null, to: out.version, who: 'tester', env: 'local' }),
    ]);
  });

  it("carries a remote's access rule (platform.access) into the registry and through a rollback; refuses an unknown rule", async () => {
    const { ctx, root, writeDist } = makeRepo();
    const pkgFile = path.join(root, 'mfe-other', 'package.json');
    const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
    fs.writeFileSync(pkgFile, JSON.stringify({ ...pkg, platform: { ...pkg.platform, access: 'admin' } }));
    const first = await publish(ctx, { remote: 'mfe-other' });
    expect(readRegistry(ctx).remotes.mfe_other).toMatchObject({ routes: ['/other'], access: 'admin' });
    expect(JSON.parse(fs.readFileSync(path.join(first.releaseDir, 'release.json'), 'utf8')).access).toBe('admin');
    writeDist('mfe-other', 'B');
    await publish(ctx, { remote: 'mfe-other' });
    await rollback(ctx, { remote: 'mfe-other' });
    expect(readRegistry(ctx).remotes.mfe_other).toMatchObject({ version: first.version, access: 'admin' });
    expect(readRegistry(ctx).remotes.mfe_demo).toBeUndefined();

    fs.writeFileSync(pkgFile, JSON.stringify({ ...pkg, platform: { ...pkg.platform, access: 'staff' } }));
    writeDist('mfe-other', 'C');
    await expect(publish(ctx, { remote: 'mfe-other' })).rejects.toThrow(/platform\.access must be one of admin/);
  });

  it("carries a remote's menu entries (platform.menu) with their labels in both languages into the registry, through a rollback", async () => {
    const { ctx, root, writeDist } = makeRepo();
    const pkgFile = path.join(root, 'mfe-demo', 'package.json');
    const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
    const setMenu = (menu: unknown[]) => fs.writeFileSync(pkgFile, JSON.stringify({ ...pkg, platform: { ...pkg.platform, menu } }));
    const writeTexts = (en: object, ru: object) => {
      fs.mkdirSync(path.join(root, 'mfe-demo', 'src', 'locales'), { recursive: true });
      fs.writeFileSync(path.join(root, 'mfe-demo', 'src', 'locales', 'menu.en.json'), JSON.stringify(en));
      fs.writeFileSync(path.join(root, 'mfe-demo', 'src', 'locales', 'menu.ru.json'), JSON.stringify(ru));
    };
    const demo = { path: '/demo', label: 'demo', place: 'main', order: 50 };
    setMenu([demo]);
    writeTexts({ demo: 'Demo' }, { demo: 'Демо' });
    const first = await publish(ctx, { remote: 'mfe-demo' });
    const demoEntry = { ...demo, labels: { en: 'Demo', ru: 'Демо' } };
    expect(readRegistry(ctx).remotes.mfe_demo.menu).toEqual([demoEntry]);
    expect(JSON.parse(fs.readFileSync(path.join(first.releaseDir, 'release.json'), 'utf8')).menu).toEqual([demoEntry]);

    // The team adds a screen and its link: one more entry, its own deploy alone.
    const reports = { path: '/account/demo/reports', label: 'reports', place: 'account', order: 10, roles: ['user'], phone: false };
    setMenu([demo, reports]);
    writeTexts({ demo: 'Demo', reports: 'Reports' }, { demo: 'Демо', reports: 'Отчёты' });
    writeDist('mfe-demo', 'B');
    await publish(ctx, { remote: 'mfe-demo' });
    expect(readRegistry(ctx).remotes.mfe_demo.menu).toEqual([demoEntry, { ...reports, labels: { en: 'Reports', ru: 'Отчёты' } }]);
    expect(readRegistry(ctx).remotes.mfe_other?.menu).toBeUndefined();

    // A rollback brings back the release's own entries, not the package's current ones.
    await rollback(ctx, { remote: 'mfe-demo' });
    expect(readRegistry(ctx).remotes.mfe_demo).toMatchObject({ version: first.version, menu: [demoEntry] });
  });

  it('refuses a release whose menu entries the shell cannot show, listing each one, with nothing uploaded and the registry unchanged', async () => {
    const { ctx, root } = makeRepo();
    const before = await publish(ctx, { remote: 'mfe-other' });
    const pkgFile = path.join(root, 'mfe-demo', 'package.json');
    const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
    const menu = [
      { path: '/demo', label: 'missing', place: 'header', order: 1 },
      { path: '/other', label: 'missing', place: 'main', order: 2 },
    ];
    fs.writeFileSync(pkgFile, JSON.stringify({ ...pkg, platform: { ...pkg.platform, menu } }));
    const registryBefore = fs.readFileSync(registryFile(ctx), 'utf8');
    const refusal = await publish(ctx, { remote: 'mfe-demo' }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DeployError);
    expect((refusal as Error).message.split('\n')).toEqual([
      expect.stringMatching(
        /^Refused: mfe-demo@0\.1\.0\+nogit\.[0-9a-f]{8} declares menu entries the shell cannot show \(mfe-demo\/package\.json platform\.menu, labels in src\/locales\/menu\.\{en,ru\}\.json\):$/,
      ),
      '  - platform.menu[0]/place: must be one of main, main-end, account, footer',
      "  - platform.menu[1].path: /other is not under this remote's routes (/demo, /account/demo); a remote links its own screens",
      '  - platform.menu[1].label: "missing" has no English text in src/locales/menu.en.json',
      '  - platform.menu[1].label: "missing" has no Russian text in src/locales/menu.ru.json',
      'The registry was not changed.',
    ]);
    expect(fs.readFileSync(registryFile(ctx), 'utf8')).toBe(registryBefore);
    expect(fs.existsSync(path.join(ctx.dataDir, 'releases', 'mfe-demo'))).toBe(false);
    expect(readRegistry(ctx).remotes.mfe_other.version).toBe(before.version);
  });

  it('takes the version from --version and keeps the build suffix', async () => {
    const { ctx } = makeRepo();
    const out = await publish(ctx, { remote: 'demo', version: '2.0.0' });
    expect(out.version).toMatch(/^2\.0\.0\+nogit\.[0-9a-f]{8}$/);
  });

  it('refuses to publish the same version twice and leaves the first release as it was', async () => {
    const { ctx } = makeRepo();
    const first = await publish(ctx, { remote: 'mfe-demo' });
    const before = fs.readFileSync(registryFile(ctx), 'utf8');

    await expect(publish(ctx, { remote: 'mfe-demo' })).rejects.toThrow(/already published/);
    expect(fs.readFileSync(registryFile(ctx), 'utf8')).toBe(before);
    expect(readHistory(ctx)).toHaveLength(1);
    expect(fs.readdirSync(path.dirname(first.releaseDir))).toEqual([first.version]);
  });

  it('refuses a build whose react differs from the shell, with the registry unchanged', async () => {
    const { ctx, writeDist } = makeRepo();
    const good = await publish(ctx, { remote: 'mfe-demo' });
    const before = fs.readFileSync(registryFile(ctx), 'utf8');
    writeDist('mfe-demo', 'B', [
      { name: 'react', version: '19.1.0' },
      { name: 'react-dom', version: '19.2.0' },
    ]);

    const err = await publish(ctx, { remote: 'mfe-demo' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DeployError);
    expect((err as Error).message).toMatch(/not compatible with the shell/);
    expect((err as Error).message).toMatch(/react: 19\.1\.0 \(expected 19\.2\.0\) — react must be identical/);
    expect((err as Error).message).toMatch(/registry was not changed/);
    expect(fs.readFileSync(registryFile(ctx), 'utf8')).toBe(before);
    expect(readHistory(ctx)).toHaveLength(1);
    // Nothing of the refused build is left behind, so the fixed build can take the same version.
    expect(fs.readdirSync(path.dirname(good.releaseDir))).toEqual([good.version]);
  });

  it("refuses a singleton outside the shell's range", async () => {
    const { ctx, writeDist } = makeRepo();
    writeDist('mfe-demo', 'C', [
      { name: 'react', version: '19.2.0' },
      { name: 'rxjs', version: '6.6.7' },
      { name: '@platform/shared', version: '1.0.0' },
    ]);
    const err = (await publish(ctx, { remote: 'mfe-demo' }).catch((e: unknown) => e)) as Error;
    expect(err.message).toMatch(/rxjs: 6\.6\.7 \(expected 7\.8\.2\) — outside the shell's range/);
    expect(err.message).toMatch(/@platform\/shared: 1\.0\.0 \(expected \^0\.1\.0\)/);
    expect(fs.existsSync(registryFile(ctx))).toBe(false);
  });

  it("refuses a build whose shared facade lists a name the shell's lacks, and takes one within the shell's list", async () => {
    const { root, ctx, writeDist } = makeRepo();
    const lists = (names: string[]) => JSON.stringify({ 'react-router-dom': names });
    fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'shell', 'dist', 'shared-facades.json'), lists(['Link', 'Routes', 'useParams']));

    const dist = writeDist('mfe-demo', 'D');
    fs.writeFileSync(path.join(dist, 'shared-facades.json'), lists(['Link', 'Routes', 'useBlocker', 'useParams']));
    const err = (await publish(ctx, { remote: 'mfe-demo' }).catch((e: unknown) => e)) as Error;
    expect(err).toBeInstanceOf(DeployError);
    expect(err.message).toMatch(/react-router-dom: useBlocker \(expected the shell's agreed exports\)/);
    expect(fs.existsSync(registryFile(ctx))).toBe(false);

    fs.writeFileSync(path.join(dist, 'shared-facades.json'), lists(['Link', 'useParams']));
    await expect(publish(ctx, { remote: 'mfe-demo' })).resolves.toMatchObject({ status: 'published' });
  });

  it('runs two publishes at once (two processes): both are recorded and the pointer is valid JSON with both', async () => {
    const { ctx, root, writeDist } = makeRepo();
    writeDist('mfe-other', 'other-B');
    const cli = (remote: string) =>
      new Promise<{ code: number | null; out: string }>((resolve) => {
        const child = spawn(
          process.execPath,
          ['--import', require.resolve('tsx', { paths: [repoRoot] }), path.join(repoRoot, 'deploy', 'src', 'cli.ts'), 'publish', remote],
          { env: { ...process.env, DEPLOY_REPO_ROOT: root, DEPLOY_DATA_DIR: ctx.dataDir, DEPLOY_ENV: 'local', DEPLOY_ACTOR: `ci-${remote}` } },
        );
        let out = '';
        child.stdout.on('data', (c) => (out += c));
        child.stderr.on('data', (c) => (out += c));
        child.on('close', (code) => resolve({ code, out }));
      });

    const [a, b] = await Promise.all([cli('mfe-demo'), cli('mfe-other')]);
    expect(a).toEqual(expect.objectContaining({ code: 0 }));
    expect(b).toEqual(expect.objectContaining({ code: 0 }));
    const history = readHistory(ctx);
    expect(history.map((h) => h.remote).sort()).toEqual(['mfe_demo', 'mfe_other']);
    expect(history.map((h) => h.who).sort()).toEqual(['ci-mfe-demo', 'ci-mfe-other']);
    const doc = JSON.parse(fs.readFileSync(registryFile(ctx), 'utf8'));
    expect(Object.keys(doc.remotes).sort()).toEqual(['mfe_demo', 'mfe_other']);
    expect(fs.readdirSync(path.dirname(registryFile(ctx))).filter((f) => f.endsWith('.tmp') || f === '.lock')).toEqual([]);
  }, 60_000);

  it('serialises concurrent publishes in one process too (each sees the other’s pointer)', async () => {
    const { ctx, writeDist } = makeRepo();
    writeDist('mfe-other', 'other-C');
    await Promise.all([
      publish(ctx, { remote: 'mfe-demo' }),
      publish(ctx, { remote: 'mfe-other' }),
      publish(ctx, { remote: 'mfe-demo', version: '0.2.0' }),
    ]);
    expect(readHistory(ctx)).toHaveLength(3);
    expect(Object.keys(readRegistry(ctx).remotes).sort()).toEqual(['mfe_demo', 'mfe_other']);
  });

  it('recovers a lock left behind by a dead process', async () => {
    const { ctx } = makeRepo();
    const lock = path.join(ctx.dataDir, 'registry', 'local', '.lock');
    fs.mkdirSync(path.dirname(lock), { recursive: true });
    fs.writeFileSync(lock, JSON.stringify({ pid: 2 ** 22 + 12345, host: require('node:os').hostname(), at: new Date().toISOString() }));
    await publish(ctx, { remote: 'mfe-demo' });
    expect(readHistory(ctx)).toHaveLength(1);
    expect(fs.existsSync(lock)).toBe(false);
  });

  it('waits for a live lock and gives up with a clear message after the timeout', async () => {
    const { ctx } = makeRepo();
    const lock = path.join(ctx.dataDir, 'registry', 'local', '.lock');
    await withLock(lock, async () => {
      await expect(withLock(lock, () => 1, { timeoutMs: 200 })).rejects.toThrow(/Timed out after 200 ms waiting for the registry lock/);
    });
  });
});

describe('publish-all (only changed remotes)', () => {
  it('keeps an unchanged remote on its current release, even after a rollback', async () => {
    const { ctx, writeDist } = makeRepo();
    const a = await publishIfChanged(ctx, { remote: 'mfe-demo' });
    expect(a.status).toBe('published');
    expect((await publishIfChanged(ctx, { remote: 'mfe-demo' })).status).toBe('unchanged');
    writeDist('mfe-demo', 'B');
    const b = await publishIfChanged(ctx, { remote: 'mfe-demo' });
    expect(b.status).toBe('published');
    await rollback(ctx, { remote: 'mfe-demo' });
    const again = await publishIfChanged(ctx, { remote: 'mfe-demo' });
    expect(again).toEqual(expect.objectContaining({ status: 'unchanged', version: a.version }));
    expect(readRegistry(ctx).remotes.mfe_demo.version).toBe(a.version);
  });
});

describe('rollback', () => {
  async function threeReleases() {
    const repo = makeRepo();
    const a = await publish(repo.ctx, { remote: 'mfe-demo' });
    repo.writeDist('mfe-demo', 'B');
    const b = await publish(repo.ctx, { remote: 'mfe-demo' });
    repo.writeDist('mfe-demo', 'C');
    const c = await publish(repo.ctx, { remote: 'mfe-demo' });
    return { ...repo, a: a.version, b: b.version, c: c.version };
  }

  it('points back at the previous release in one step, keeping every release', async () => {
    const { ctx, a, b, c } = await threeReleases();
    expect(await rollback(ctx, { remote: 'mfe-demo' })).toEqual(expect.objectContaining({ from: c, to: b }));
    expect(readRegistry(ctx).remotes.mfe_demo.version).toBe(b);
    expect(await rollback(ctx, { remote: 'mfe-demo' })).toEqual(expect.objectContaining({ from: b, to: a }));
    expect(readRegistry(ctx).remotes.mfe_demo.manifestUrl).toBe(`/remotes/mfe-demo/${a}/mf-manifest.json`);
    await expect(rollback(ctx, { remote: 'mfe-demo' })).rejects.toThrow(/no release before/);
    expect(fs.readdirSync(path.join(ctx.dataDir, 'releases', 'mfe-demo')).sort()).toEqual([a, b, c].sort());
    expect(readHistory(ctx, 'mfe_demo').map((h) => `${h.action}:${h.from}->${h.to}`)).toEqual([
      `publish:null->${a}`,
      `publish:${a}->${b}`,
      `publish:${b}->${c}`,
      `rollback:${c}->${b}`,
      `rollback:${b}->${a}`,
    ]);
  });

  it('points at a named release, and refuses an unknown one', async () => {
    const { ctx, a, c } = await threeReleases();
    await rollback(ctx, { remote: 'mfe_demo', to: a });
    expect(readRegistry(ctx).remotes.mfe_demo.version).toBe(a);
    await rollback(ctx, { remote: 'mfe-demo', to: c });
    expect(readRegistry(ctx).remotes.mfe_demo.version).toBe(c);
    await expect(rollback(ctx, { remote: 'mfe-demo', to: '9.9.9' })).rejects.toThrow(/has no release "9\.9\.9"/);
    await expect(rollback(ctx, { remote: 'mfe-demo', to: c })).rejects.toThrow(/already at/);
  });

  it('leaves other remotes alone', async () => {
    const { ctx } = makeRepo();
    const other = await publish(ctx, { remote: 'mfe-other' });
    await publish(ctx, { remote: 'mfe-demo' });
    await publish(ctx, { remote: 'mfe-demo', version: '0.2.0' });
    await rollback(ctx, { remote: 'mfe-demo' });
    expect(readRegistry(ctx).remotes.mfe_other.version).toBe(other.version);
  });
});
