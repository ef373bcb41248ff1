import { spawnSync } from 'node:child_process';
import { DeployError, resolveContext } from './context';
import { findRemote, listRemotes } from './remotes';
import { publish } from './publish';
import { publishAll } from './publish-all';
import { rollback } from './rollback';
import { formatHistory, readHistory } from './history';
import { readRegistry, registryFile } from './registry';
import { listReleases } from './releases';
import { abortCanary, promoteCanary } from './canary';
import { formatBoard, releaseBoard } from './board';
import { parseTtl, PREVIEW_PATH, previewSecret, signPreview } from './preview';

const USAGE = `Usage: deploy <command> [options]
  publish <remote> [--version X] [--env E] [--build] [--dist DIR]   release a remote's build and switch to it
          [--canary PCT [--max-ratio R] [--min-loads N] [--floor F]]   ... or give it to PCT % of browsers only (sticky)
  promote <remote> [--env E]                                        make the remote's canary the current release for all
  abort <remote> [--reason TEXT] [--env E]                          drop the remote's canary (everyone gets the current one)
  preview <remote> [--version V] [--ttl 24h] [--base-url URL]       print a signed, expiring link that previews a release
  publish-all [--env E]                                             publish every remote whose build is new
  rollback <remote> [--to VERSION] [--env E]                        point back at the previous (or named) release
  history [<remote>] [--env E] [--json]                             list switches
  releases <remote>                                                 list a remote's published versions
  status [--env E] [--json | --registry]                            the release board: current, canary, failure rates, switches
Env: DEPLOY_DATA_DIR (releases + registry root, default deploy/.data), DEPLOY_ENV (default local).`;

interface Parsed {
  positional: string[];
  flags: Record<string, string | true>;
}

function parse(argv: string[]): Parsed {
  const out: Parsed = { positional: [], flags: {} };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) {
      out.positional.push(arg);
      continue;
    }
    const [key, inline] = arg.slice(2).split(/=(.*)/s, 2);
    if (inline !== undefined) out.flags[key] = inline;
    else if (['build', 'json', 'help', 'registry'].includes(key)) out.flags[key] = true;
    else if (argv[i + 1] !== undefined && !argv[i + 1].startsWith('--')) out.flags[key] = argv[++i];
    else throw new DeployError(`--${key} needs a value.`);
  }
  return out;
}

function str(v: string | true | undefined): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

async function main(argv: string[]): Promise<number> {
  const { positional, flags } = parse(argv);
  const [command, name] = positional;
  if (!command || flags.help) {
    console.log(USAGE);
    return command ? 0 : 1;
  }
  const ctx = resolveContext({ env: str(flags.env) });
  switch (command) {
    case 'publish': {
      if (!name) throw new DeployError('publish needs a remote, e.g. deploy publish mfe-catalog');
      if (flags.build) {
        const info = findRemote(ctx.repoRoot, name);
        console.log(`Building ${info.packageName} alone…`);
        const built = spawnSync('pnpm', ['--filter', info.packageName, 'build'], { cwd: ctx.repoRoot, stdio: 'inherit' });
        if (built.status !== 0) throw new DeployError(`Build of ${info.packageName} failed; nothing was published.`);
      }
      const share = str(flags.canary);
      const num = (flag: string) => (str(flags[flag]) === undefined ? undefined : Number(str(flags[flag])));
      const canary =
        share === undefined
          ? undefined
          : { share: Number(share), rule: { maxRatio: num('max-ratio'), minLoads: num('min-loads'), floor: num('floor') } };
      const out = await publish(ctx, { remote: name, version: str(flags.version), distDir: str(flags.dist), canary });
      if (out.canaryShare)
        console.log(
          `Published ${out.remote}@${out.version} to "${ctx.env}" as a canary for ${out.canaryShare} % of browsers (the others keep ${out.from}).`,
        );
      else console.log(`Published ${out.remote}@${out.version} to "${ctx.env}" (was ${out.from ?? 'none'}).`);
      console.log(`  release: ${out.releaseDir}`);
      return 0;
    }
    case 'publish-all': {
      const res = await publishAll(ctx);
      for (const o of res.outcomes) {
        const what = o.status === 'unchanged' ? 'unchanged, keeps' : o.status === 'activated' ? 'activated' : 'published';
        console.log(`  ${o.remote.padEnd(14)} ${what} ${o.version}${o.status === 'published' && o.from ? ` (was ${o.from})` : ''}`);
      }
      for (const s of res.skipped) console.log(`  ${s.remote.padEnd(14)} skipped: ${s.reason}`);
      for (const f of res.failed) console.error(`  ${f.remote.padEnd(14)} FAILED: ${f.error}`);
      return res.failed.length > 0 ? 1 : 0;
    }
    case 'rollback': {
      if (!name) throw new DeployError('rollback needs a remote, e.g. deploy rollback mfe-catalog [--to 0.1.0+abc1234]');
      const out = await rollback(ctx, { remote: name, to: str(flags.to) });
      console.log(`Rolled back ${out.remote} in "${ctx.env}": ${out.from} -> ${out.to}.`);
      return 0;
    }
    case 'promote':
    case 'abort': {
      if (!name) throw new DeployError(`${command} needs a remote, e.g. deploy ${command} mfe-catalog`);
      const info = findRemote(ctx.repoRoot, name);
      if (command === 'promote') {
        const out = await promoteCanary(ctx, info.container);
        console.log(`Promoted ${info.folder} in "${ctx.env}": ${out.from} -> ${out.to} for every browser.`);
      } else {
        const out = await abortCanary(ctx, info.container, str(flags.reason) ?? `aborted by ${ctx.who}`);
        console.log(`Aborted the canary ${info.folder}@${out.from} in "${ctx.env}": every browser gets ${out.to}.`);
      }
      return 0;
    }
    case 'preview': {
      if (!name) throw new DeployError('preview needs a remote, e.g. deploy preview mfe-catalog --version 0.2.0');
      const info = findRemote(ctx.repoRoot, name);
      const available = listReleases(ctx, info.folder).map((r) => r.version);
      const wanted = str(flags.version);
      const version = wanted
        ? available.includes(wanted)
          ? wanted
          : available.filter((v) => v.startsWith(`${wanted}+`)).length === 1
            ? available.find((v) => v.startsWith(`${wanted}+`))
            : undefined
        : available[available.length - 1];
      if (!version)
        throw new DeployError(`${info.folder} has no published release "${wanted ?? ''}". Available: ${available.join(', ') || '(none)'}`);
      let ttl: number;
      try {
        ttl = parseTtl(str(flags.ttl));
      } catch (err) {
        throw new DeployError((err as Error).message);
      }
      const exp = Math.floor(Date.now() / 1000) + ttl;
      const token = signPreview(previewSecret(ctx.dataDir), { name: info.container, remote: info.folder, version, env: ctx.env, exp });
      const base = (str(flags['base-url']) ?? process.env.PUBLIC_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`).replace(/\/+$/, '');
      const env = ctx.env === 'local' ? '' : `&env=${encodeURIComponent(ctx.env)}`;
      console.log(`Preview of ${info.folder}@${version} in "${ctx.env}", valid until ${new Date(exp * 1000).toISOString()}:`);
      console.log(`${base}${PREVIEW_PATH}?token=${token}${env}`);
      return 0;
    }
    case 'history': {
      const container = name ? findRemote(ctx.repoRoot, name).container : undefined;
      const records = readHistory(ctx, container);
      console.log(flags.json ? JSON.stringify(records, null, 2) : formatHistory(records));
      return 0;
    }
    case 'releases': {
      const remotes = name ? [findRemote(ctx.repoRoot, name)] : listRemotes(ctx.repoRoot);
      const current = readRegistry(ctx).remotes;
      for (const r of remotes) {
        console.log(`${r.folder}:`);
        for (const rel of listReleases(ctx, r.folder)) {
          console.log(`  ${current[r.container]?.version === rel.version ? '*' : ' '} ${rel.version}  ${rel.publishedAt}  by ${rel.publishedBy}`);
        }
      }
      return 0;
    }
    case 'status': {
      if (flags.registry) {
        console.log(`# ${registryFile(ctx)}`);
        console.log(JSON.stringify(readRegistry(ctx), null, 2));
        return 0;
      }
      const rows = releaseBoard(ctx);
      console.log(flags.json ? JSON.stringify(rows, null, 2) : formatBoard(rows, ctx.env));
      return 0;
    }
    default:
      throw new DeployError(`Unknown command "${command}".\n${USAGE}`);
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof DeployError) console.error(err.message);
    else console.error(err);
    process.exit(err instanceof DeployError ? 2 : 1);
  },
);
