import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { writeTemplate } from './pglite-template';
import { testAppConfig } from './test-app-config';

export default async function globalSetup(): Promise<void> {
  await writeTemplate(async (db) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-template-data-'));
    const app = await buildApp({ db, config: testAppConfig(dataDir) });
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
}
