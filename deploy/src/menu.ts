import fs from 'node:fs';
import path from 'node:path';
import type { RemoteMenuEntry } from '@platform/shared/contract';
import { resolveRemoteMenu } from '@platform/shared/node';
import { DeployError } from './context';
import type { RemoteInfo } from './remotes';

/** The menu's texts: read by this step only (the shell shows them from the registry), so no bundle carries them. */
export const menuTextFiles = (dir: string) => ({
  en: path.join(dir, 'src', 'locales', 'menu.en.json'),
  ru: path.join(dir, 'src', 'locales', 'menu.ru.json'),
});

function readTexts(file: string): unknown {
  if (!fs.existsSync(file)) return {};
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  } catch (err) {
    throw new DeployError(`${file} is not valid JSON: ${(err as Error).message}`);
  }
}

/** The remote's menu entries with their labels in English and Russian, or a refusal listing every bad entry. */
export function releaseMenu(info: RemoteInfo, version: string): RemoteMenuEntry[] {
  const files = menuTextFiles(info.dir);
  const { menu, problems } = resolveRemoteMenu(info.menu, { en: readTexts(files.en), ru: readTexts(files.ru) }, info.routes);
  if (problems.length > 0) {
    throw new DeployError(
      `Refused: ${info.folder}@${version} declares menu entries the shell cannot show (${info.folder}/package.json platform.menu, ` +
        `labels in src/locales/menu.{en,ru}.json):\n${problems.map((line) => `  - ${line}`).join('\n')}\nThe registry was not changed.`,
    );
  }
  return menu;
}

/** For a release published before menus existed: the package's entries now, or none when they cannot ship. */
export function currentMenuOr(info: RemoteInfo, fallback: RemoteMenuEntry[] = []): RemoteMenuEntry[] {
  try {
    return releaseMenu(info, 'current');
  } catch {
    return fallback;
  }
}
