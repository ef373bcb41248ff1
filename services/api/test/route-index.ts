import fs from 'node:fs';
import path from 'node:path';

// Where the API's source writes each route's path. Every route's path stands in the source as one quoted literal
// ('/videos/:id'), so a search for a URL finds the file that registers it; docs/api-routes.md is this index.

const API_ROOT = path.resolve(__dirname, '..');
export const ROUTES_DOC = path.resolve(API_ROOT, '../../docs/api-routes.md');

export interface Operation {
  method: string;
  url: string;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !/\.test(-helpers)?\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** The operations of an OpenAPI document, paths in Fastify's form (`/videos/:id`), sorted by path then method. */
export function operationsOf(doc: { paths: Record<string, Record<string, unknown>> }): Operation[] {
  return Object.entries(doc.paths)
    .flatMap(([url, operations]) =>
      Object.keys(operations).map((method) => ({ method: method.toUpperCase(), url: url.replace(/\{(\w+)\}/g, ':$1') })),
    )
    .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
}

/** Per path, the source file that writes it as a literal (a `*.routes.ts` first); null where none does. */
export function literalSites(urls: string[]): Map<string, string | null> {
  const sources = sourceFiles(path.join(API_ROOT, 'src'))
    .map((file) => ({ file: path.relative(API_ROOT, file).split(path.sep).join('/'), text: fs.readFileSync(file, 'utf8') }))
    .sort((a, b) => Number(!a.file.endsWith('.routes.ts')) - Number(!b.file.endsWith('.routes.ts')));
  return new Map(urls.map((url) => [url, sources.find((source) => source.text.includes(`'${url}'`))?.file ?? null]));
}

/** docs/api-routes.md for these operations. */
export function routesDocument(operations: Operation[]): string {
  const sites = literalSites(operations.map((operation) => operation.url));
  const rows = operations.map(({ method, url }) => `| ${method} | \`${url}\` | \`services/api/${sites.get(url) ?? '?'}\` |`);
  return [
    '# API routes',
    '',
    'Every operation of the API (`services/api`) by path, with the file that writes the path. Behind the edge the API is',
    'served under `/api`, and its OpenAPI document is `/api/docs`. This list is generated from the running app and',
    'the source by `pnpm --filter @platform/api routes:doc`; a test fails when it and the code differ.',
    '',
    '| method | path | file |',
    '|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
