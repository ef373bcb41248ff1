import fs from 'node:fs';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';

/**
 * The API processes start.mjs runs in cluster mode: it writes <data>/logs/cluster.json once all of them are ready
 * (the site answers as soon as the first one is, which is when Playwright starts).
 */
export function clusterProcesses(): { instance: string; port: number; pid: number }[] {
  const file = path.join(process.env.PLATFORM_DATA_DIR ?? '', 'logs', 'cluster.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')).apis : [];
}

/** Kills an API process the hard way (no graceful shutdown), as a crash would. */
export function killInstance(instance: string): void {
  const found = clusterProcesses().find((p) => p.instance === instance);
  if (!found) throw new Error(`no API process named ${instance}`);
  process.kill(found.pid, 'SIGKILL');
}

/** The process that answered an API call (every API response names it in X-Api-Instance). */
export const instanceOf = (response: Response) => response.headers()['x-api-instance'];

/**
 * The process each of the page's socket.io connections was upgraded on, newest last, read from the WebSocket
 * handshake answers (Chrome DevTools Protocol: Playwright does not show a WebSocket's response headers).
 */
export async function socketInstances(page: Page): Promise<string[]> {
  const instances: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.webSocketHandshakeResponseReceived', (event) => {
    const headers = event.response.headers as Record<string, string>;
    const instance = headers['x-api-instance'] ?? headers['X-Api-Instance'];
    if (instance) instances.push(instance);
  });
  return instances;
}
