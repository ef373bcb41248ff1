import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeRepo } from './fixtures';
import { publish } from '../src/publish';
import { rollback } from '../src/rollback';
import { readRegistry } from '../src/registry';
import { readHistory } from '../src/history';
import { abortCanary, checkCanary, DEFAULT_CANARY_RULE, promoteCanary } from '../src/canary';
import { bucketOf, inCanary, newBucketId, validBucketId } from '../src/bucket';
import { parseTtl, previewSecret, signPreview, verifyPreview } from '../src/preview';
import { HealthStore, instanceFile, judgeCanary, MAX_VERSIONS, readAllHealth, readHealth, summarise } from '../src/health';
import { browserRegistry } from '../src/resolve';
import { formatBoard, releaseBoard } from '../src/board';
import { DeployError } from '../src/context';

describe('sticky bucketing', () => {
  it('puts one browser in the same bucket every time, and a share of many browsers close to the share', () => {
    const id = newBucketId();
    expect(validBucketId(id)).toBe(id);
    expect(new Set(Array.from({ length: 20 }, () => bucketOf(id, 'mfe_catalog'))).size).toBe(1);
    const ids = Array.from({ length: 4000 }, newBucketId);
    const share = ids.filter((i) => inCanary(i, 'mfe_catalog', 10)).length / ids.length;
    expect(share).toBeGreaterThan(0.08);
    expect(share).toBeLessThan(0.12);
    // another remote's canary picks other browsers
    const both = ids.filter((i) => inCanary(i, 'mfe_catalog', 10) && inCanary(i, 'mfe_live', 10)).length / ids.length;
    expect(both).toBeLessThan(0.03);
  });

  it('refuses a tampered id (the edge hands out a new one)', () => {
    for (const bad of [undefined, '', 'x'.repeat(32), 'ABCDEF0123456789abcdef0123456789', `${'a'.repeat(32)};`, 'a'.repeat(33)])
      expect(validBucketId(bad)).toBeNull();
  });
});

describe('preview links', () => {
  const secret = Buffer.from('k'.repeat(64));
  const claim = { name: 'mfe_catalog', remote: 'mfe-catalog', version: '0.2.0+abc1234', env: 'local', exp: Math.floor(Date.now() / 1000) + 60 };

  it('accepts a link it signed, until it expires, for its environment only', () => {
    const token = signPreview(secret, claim);
    expect(verifyPreview(secret, token, 'local')).toEqual({ ok: true, claim });
    expect(verifyPreview(secret, token, 'local', (claim.exp + 1) * 1000)).toEqual({ ok: false, why: 'expired' });
    expect(verifyPreview(secret, token, 'production')).toEqual({ ok: false, why: 'environment' });
  });

  it('refuses a crafted, altered or unsigned link', () => {
    const token = signPreview(secret, claim);
    const [payload, signature] = token.split('.');
    const other = Buffer.from(JSON.stringify({ ...claim, version: '9.9.9+evil' })).toString('base64url');
    expect(verifyPreview(secret, `${other}.${signature}`, 'local')).toEqual({ ok: false, why: 'signature' });
    expect(verifyPreview(Buffer.from('z'.repeat(64)), token, 'local')).toEqual({ ok: false, why: 'signature' });
    expect(verifyPreview(secret, payload, 'local')).toEqual({ ok: false, why: 'malformed' });
    expect(verifyPreview(secret, `${payload}.${'A'.repeat(43)}`, 'local')).toEqual({ ok: false, why: 'signature' });
    expect(verifyPreview(secret, 'x'.repeat(5000), 'local')).toEqual({ ok: false, why: 'malformed' });
    expect(verifyPreview(secret, 42, 'local')).toEqual({ ok: false, why: 'malformed' });
    const junk = Buffer.from('not json').toString('base64url');
    const signedJunk = signPreview(secret, claim).replace(payload, junk);
    expect(verifyPreview(secret, signedJunk, 'local').ok).toBe(false);
  });

  it('keeps one key per data folder, made on first use and readable by its owner only', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-key-'));
    const a = previewSecret(dir, {});
    expect(previewSecret(dir, {})).toEqual(a);
    expect(fs.statSync(path.join(dir, 'keys', 'preview.key')).mode & 0o777).toBe(0o600);
    expect(previewSecret(dir, { DEPLOY_PREVIEW_SECRET: 'from-env' }).toString()).toBe('from-env');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reads a lifetime', () => {
    expect(parseTtl(undefined)).toBe(86400);
    expect(parseTtl('90s')).toBe(90);
    expect(parseTtl('2h')).toBe(7200);
    expect(() => parseTtl('forever')).toThrow();
    expect(() => parseTtl('31d')).toThrow();
  });
});

describe('health and the abort rule', () => {
  const rule = { maxRatio: 2, minLoads: 10, floor: 0.02 };
  const health = (loads: number, failures: number) =>
    summarise({ loads, loadFailures: 0, mountFailures: failures, errors: 0, firstFailureAt: null, updatedAt: '' });

  it('waits for enough page loads, then compares with the current release (at least the floor)', () => {
    expect(judgeCanary(health(9, 9), health(100, 0), rule).abort).toBe(false);
    expect(judgeCanary(health(10, 1), health(100, 10), rule).abort).toBe(false); // 10 % vs 10 %: limit 20 %
    expect(judgeCanary(health(10, 3), health(100, 10), rule).abort).toBe(true); // 30 % > 20 %
    expect(judgeCanary(health(100, 2), health(100, 0), rule).abort).toBe(false); // 2 % is the floor
    const verdict = judgeCanary(health(10, 10), null, rule);
    expect(verdict).toEqual({ abort: true, reason: expect.stringMatching(/^automatic: 100 % of its 10 page loads failed .* limit 2 %/) });
  });

  it('counts sampled beacons by their weight and caps the rate at 1', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'health-'));
    const store = new HealthStore(dir);
    store.record('mfe_catalog', '1', 'load', 1 / 0.5);
    store.record('mfe_catalog', '1', 'error', 1 / 0.5);
    store.record('mfe_catalog', '1', 'error', 1 / 0.5);
    expect(store.get('mfe_catalog', '1')).toEqual(
      expect.objectContaining({ loads: 2, errors: 4, failureRate: 1, firstFailureAt: expect.any(String) }),
    );
    store.flush();
    expect(readHealth(store.file).mfe_catalog['1'].loads).toBe(2);
  });

  it('sums the counts of every edge process (each writes a file of its own), for the rule and the board', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'health-'));
    const edgeA = new HealthStore(dir, 0, instanceFile(dir, 'edge-a-1'));
    const edgeB = new HealthStore(dir, 0, instanceFile(dir, 'edge-b-1'));
    for (let i = 0; i < 3; i++) edgeA.record('mfe_catalog', '2', 'load', 1, new Date(Date.UTC(2026, 0, 1, 0, 0, i)));
    edgeA.record('mfe_catalog', '2', 'mount-failure', 1, new Date(Date.UTC(2026, 0, 1, 0, 1)));
    edgeA.flush();
    edgeB.record('mfe_catalog', '2', 'load', 1, new Date(Date.UTC(2026, 0, 1, 0, 2)));
    edgeB.flush();
    // each edge sees the other's loads beside its own
    expect(edgeB.record('mfe_catalog', '2', 'error', 1, new Date(Date.UTC(2026, 0, 1, 0, 3)))).toMatchObject({
      loads: 4,
      mountFailures: 1,
      errors: 1,
      firstFailureAt: '2026-01-01T00:01:00.000Z',
    });
    edgeB.flush();
    expect(readAllHealth(dir).mfe_catalog['2']).toMatchObject({ loads: 4, mountFailures: 1, errors: 1 });
    expect(fs.readdirSync(dir).sort()).toEqual(['edge-a-1.json', 'edge-b-1.json']);
  });

  it('stays bounded: the least recently reported releases of a remote go', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'health-'));
    const store = new HealthStore(dir);
    const file = store.file;
    for (let v = 0; v < 20; v++) store.record('mfe_catalog', `v${v}`, 'load', 1, new Date(Date.UTC(2026, 0, 1, 0, v)));
    store.flush();
    const kept = Object.keys(readHealth(file).mfe_catalog);
    expect(kept).toHaveLength(MAX_VERSIONS);
    expect(kept).toEqual(['v16', 'v17', 'v18', 'v19']);
    expect(fs.statSync(file).size).toBeLessThan(1024);
  });
});

describe('canary releases', () => {
  it('publishes a canary beside the current release, promotes it in one switch, with history', async () => {
    const { ctx, writeDist } = makeRepo();
    const a = await publish(ctx, { remote: 'mfe-demo' });
    writeDist('mfe-demo', 'B');
    const b = await publish(ctx, { remote: 'mfe-demo', version: '0.2.0', canary: { share: 10, rule: { minLoads: 5 } } });
    expect(b.canaryShare).toBe(10);
    const entry = readRegistry(ctx).remotes.mfe_demo;
    expect(entry.version).toBe(a.version);
    expect(entry.canary).toEqual(
      expect.objectContaining({
        version: b.version,
        share: 10,
        manifestUrl: `/remotes/mfe-demo/${b.version}/mf-manifest.json`,
        rule: { ...DEFAULT_CANARY_RULE, minLoads: 5 },
      }),
    );
    const promoted = await promoteCanary(ctx, 'mfe_demo');
    expect(promoted).toEqual({ from: a.version, to: b.version });
    const after = readRegistry(ctx).remotes.mfe_demo;
    expect(after).toEqual({
      name: 'mfe_demo',
      package: '@platform/mfe-demo',
      version: b.version,
      manifestUrl: `/remotes/mfe-demo/${b.version}/mf-manifest.json`,
      routes: ['/demo', '/account/demo'],
    });
    expect(readHistory(ctx).map((r) => [r.action, r.from, r.to])).toEqual([
      ['publish', null, a.version],
      ['canary', a.version, b.version],
      ['promote', a.version, b.version],
    ]);
    await expect(promoteCanary(ctx, 'mfe_demo')).rejects.toThrow(/no canary/);
  });

  it('aborts a canary with its reason; the automatic rule leaves a newer canary alone', async () => {
    const { ctx, writeDist } = makeRepo();
    const a = await publish(ctx, { remote: 'mfe-demo' });
    writeDist('mfe-demo', 'B');
    const b = await publish(ctx, { remote: 'mfe-demo', version: '0.2.0', canary: { share: 50 } });
    expect((await abortCanary(ctx, 'mfe_demo', 'rule', 'some-older-canary')).switched).toBe(false);
    expect(readRegistry(ctx).remotes.mfe_demo.canary?.version).toBe(b.version);
    expect(await abortCanary(ctx, 'mfe_demo', 'looks wrong')).toEqual({ switched: true, from: b.version, to: a.version });
    expect(readRegistry(ctx).remotes.mfe_demo).not.toHaveProperty('canary');
    expect(readHistory(ctx).pop()).toEqual(expect.objectContaining({ action: 'abort', from: b.version, to: a.version, reason: 'looks wrong' }));
    // the release stays published: a rollback or a new canary can name it
    expect((await rollback(ctx, { remote: 'mfe-demo', to: b.version })).to).toBe(b.version);
  });

  it('takes one of a promote and an abort that race: the registry and the history agree on which', async () => {
    const { ctx, writeDist } = makeRepo();
    const a = await publish(ctx, { remote: 'mfe-demo' });
    writeDist('mfe-demo', 'B');
    const b = await publish(ctx, { remote: 'mfe-demo', version: '0.2.0', canary: { share: 30 } });
    const outcomes = await Promise.allSettled([promoteCanary(ctx, 'mfe_demo'), abortCanary(ctx, 'mfe_demo', 'race')]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.find((o) => o.status === 'rejected')).toEqual(
      expect.objectContaining({ reason: expect.objectContaining({ message: expect.stringMatching(/no canary/) }) }),
    );
    const last = readHistory(ctx).pop();
    const entry = readRegistry(ctx).remotes.mfe_demo;
    expect(entry).not.toHaveProperty('canary');
    expect(entry.version).toBe(last?.action === 'promote' ? b.version : a.version);
    expect(readHistory(ctx).filter((r) => r.action === 'promote' || r.action === 'abort')).toHaveLength(1);
  });

  it('refuses a bad share or rule before uploading anything, and a canary of a remote with no current release', async () => {
    const { ctx } = makeRepo();
    expect(() => checkCanary(0)).toThrow(DeployError);
    expect(() => checkCanary(100)).toThrow(/1 to 99/);
    expect(() => checkCanary(10, { maxRatio: 0.5 })).toThrow(/abort rule/);
    await expect(publish(ctx, { remote: 'mfe-demo', canary: { share: 150 } })).rejects.toThrow(/1 to 99/);
    expect(fs.existsSync(path.join(ctx.dataDir, 'releases', 'mfe-demo'))).toBe(false);
    await expect(publish(ctx, { remote: 'mfe-demo', canary: { share: 10 } })).rejects.toThrow(/no current release/);
  });

  it('gives each browser exactly one release of a remote, and the board shows both with their rates', async () => {
    const { ctx, writeDist } = makeRepo();
    const a = await publish(ctx, { remote: 'mfe-demo' });
    await publish(ctx, { remote: 'mfe-other' });
    writeDist('mfe-demo', 'B');
    const b = await publish(ctx, { remote: 'mfe-demo', version: '0.2.0', canary: { share: 50 } });
    const doc = readRegistry(ctx);
    const ids = Array.from({ length: 200 }, newBucketId);
    const seen = ids.map((bucketId) => browserRegistry(doc, { bucketId }).remotes.mfe_demo);
    for (const e of seen) expect(e).not.toHaveProperty('canary');
    const onCanary = seen.filter((e) => e.version === b.version).length;
    expect(onCanary).toBeGreaterThan(60);
    expect(onCanary).toBeLessThan(140);
    expect(seen.every((e) => e.version === a.version || e.version === b.version)).toBe(true);
    expect(new Set(ids.map((bucketId) => browserRegistry(doc, { bucketId }).remotes.mfe_other.version)).size).toBe(1);

    const rows = releaseBoard(ctx, doc, {
      mfe_demo: { [b.version]: { loads: 4, loadFailures: 0, mountFailures: 1, errors: 0, firstFailureAt: 'x', updatedAt: 'y' } },
    });
    const demo = rows.find((r) => r.name === 'mfe_demo');
    expect(demo?.current).toEqual({ version: a.version, health: null });
    expect(demo?.canary).toEqual(expect.objectContaining({ version: b.version, share: 50, health: expect.objectContaining({ failureRate: 0.25 }) }));
    expect(demo?.switches.map((s) => s.action)).toEqual(['canary', 'publish']);
    expect(formatBoard(rows, 'local')).toMatch(/canary {3}0\.2\.0\+\S+ {2}50 % of browsers .* failures 25\.0 % of 4 loads/);
  });
});
