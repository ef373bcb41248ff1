import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../support/test';
import { repoRoot } from '../support/deploy';
import { slot } from '../support/platform';

// A developer runs one remote on its own server and points the composed site at it with a
// localStorage override; the other remotes keep coming from the registry, and a badge says so.
test('a localStorage override loads one remote from a local server and shows a badge', async ({ page }) => {
  const dist = path.join(repoRoot, 'mfe-catalog', 'dist');
  const served: string[] = [];
  const devServer = http.createServer((req, res) => {
    const file = path.join(dist, path.normalize(decodeURIComponent((req.url ?? '/').split('?')[0])));
    served.push(req.url ?? '');
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (!file.startsWith(dist) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.statusCode = 404;
      res.end();
      return;
    }
    res.setHeader('Content-Type', file.endsWith('.json') ? 'application/json' : 'application/javascript');
    res.end(fs.readFileSync(file));
  });
  // the port the development edge's CSP names for a remote dev server (DEV_REMOTE_ORIGINS, playwright.config.ts)
  await new Promise<void>((resolve) => devServer.listen(Number(process.env.E2E_DEV_REMOTE_PORT), '127.0.0.1', resolve));
  const devUrl = `http://127.0.0.1:${(devServer.address() as AddressInfo).port}`;
  try {
    await page.goto('/');
    await page.evaluate((url) => localStorage.setItem('platform:remote-override:mfe_catalog', `${url}/mf-manifest.json`), devUrl);
    await page.reload();
    await expect(slot(page, 'mfe_catalog').getByRole('heading', { name: 'Performers', exact: true })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'override: mfe_catalog' })).toBeVisible();
    expect(served).toContain('/mf-manifest.json');

    await page.evaluate(() => localStorage.removeItem('platform:remote-override:mfe_catalog'));
    await page.reload();
    await expect(slot(page, 'mfe_catalog').getByRole('heading', { name: 'Performers', exact: true })).toBeVisible();
    await expect(page.getByText('override: mfe_catalog')).toHaveCount(0);
  } finally {
    devServer.closeAllConnections();
    await new Promise((resolve) => devServer.close(resolve));
  }
});
