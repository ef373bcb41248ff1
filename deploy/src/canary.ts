import { Value } from '@sinclair/typebox/value';
import { CanaryRule, type CanaryRelease, type RegistryEntry } from '@platform/shared/contract';
import { DeployContext, DeployError } from './context';
import type { RemoteInfo } from './remotes';
import { releaseEntry, switchEntry } from './publish';

/**
 * The automatic rule unless the publish names another: a canary is dropped once, after 50 of its page loads, more than
 * twice as many of them fail as of the current release's (and more than 2 % of them: a current release that never fails
 * does not make one failure an incident).
 */
export const DEFAULT_CANARY_RULE: CanaryRule = { maxRatio: 2, minLoads: 50, floor: 0.02 };

/** The share (1–99 %) and rule of a canary, or a DeployError naming what is wrong. */
export function checkCanary(share: number, rule: Partial<CanaryRule> = {}): CanaryRule {
  if (!Number.isInteger(share) || share < 1 || share > 99) {
    throw new DeployError(`--canary takes a whole percent of browsers from 1 to 99 (got ${share}); for everyone, publish without --canary.`);
  }
  const full = { ...DEFAULT_CANARY_RULE, ...Object.fromEntries(Object.entries(rule).filter(([, v]) => v !== undefined)) };
  if (!Value.Check(CanaryRule, full)) {
    const problems = [...Value.Errors(CanaryRule, full)].map((e) => `${e.path.slice(1)}: ${e.message}`);
    throw new DeployError(`The canary's abort rule is not valid: ${problems.join('; ')} (--max-ratio >= 1, --min-loads >= 1, --floor 0..1).`);
  }
  return full;
}

/** The entry as the browsers outside the canary see it. */
const withoutCanary = ({ canary: _canary, ...entry }: RegistryEntry): RegistryEntry => entry;

/** `version` (already published) goes to `share` % of browsers; the current release stays for everyone else. */
export async function startCanary(ctx: DeployContext, info: RemoteInfo, version: string, share: number, rule: CanaryRule) {
  const out = await switchEntry(ctx, info.container, (entry) => {
    if (!entry) throw new DeployError(`${info.folder} has no current release in "${ctx.env}": publish one without --canary first.`);
    if (entry.version === version) throw new DeployError(`${info.folder}@${version} is already the current release.`);
    const canary: CanaryRelease = { ...releaseEntry(ctx, info, version), share, since: new Date().toISOString(), rule };
    // a canary still running is replaced: its record says so (from = the canary it replaces, if any)
    return { entry: { ...entry, canary }, record: { action: 'canary', from: entry.canary?.version ?? entry.version, to: version, share } };
  });
  return { from: out.from, to: out.to };
}

/** The canary becomes the current release for every browser, in one switch. */
export async function promoteCanary(ctx: DeployContext, container: string) {
  const out = await switchEntry(ctx, container, (entry) => {
    const canary = entry?.canary;
    if (!entry || !canary) throw new DeployError(`${container} has no canary in "${ctx.env}" to promote.`);
    const { share: _share, since: _since, rule: _rule, ...release } = canary;
    return {
      entry: { name: entry.name, package: entry.package, ...release },
      record: { action: 'promote', from: entry.version, to: canary.version },
    };
  });
  return { from: out.from, to: out.to };
}

/**
 * The canary is dropped: every browser gets the current release on its next page load. `expectVersion` (the automatic
 * rule) leaves a newer canary alone: the one the rule judged is the one dropped, or nothing.
 */
export async function abortCanary(ctx: DeployContext, container: string, reason: string, expectVersion?: string) {
  const out = await switchEntry(ctx, container, (entry) => {
    const canary = entry?.canary;
    if (!entry || !canary) {
      if (expectVersion) return null;
      throw new DeployError(`${container} has no canary in "${ctx.env}" to abort.`);
    }
    if (expectVersion && canary.version !== expectVersion) return null;
    return { entry: withoutCanary(entry), record: { action: 'abort', from: canary.version, to: entry.version, reason } };
  });
  return out;
}
