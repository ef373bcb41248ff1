import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../test/helpers';
import { literalSites, operationsOf, routesDocument, ROUTES_DOC, type Operation } from '../../test/route-index';

// Every route the API serves has its path written as one literal in the source (a search for the URL finds it),
// and docs/api-routes.md lists them as the app serves them. UPDATE_ROUTES_DOC=1 rewrites the list.

let app: FastifyInstance;
let close: () => Promise<void>;
let operations: Operation[];

beforeAll(async () => {
  ({ app, close } = await createTestApp({ seedMedia: false }));
  await app.ready();
  operations = operationsOf(app.swagger() as { paths: Record<string, Record<string, unknown>> });
}, 60_000);
afterAll(() => close());

it('writes the path of every operation it serves as a literal in the source', () => {
  expect(operations.length).toBeGreaterThan(200);
  const sites = literalSites(operations.map((operation) => operation.url));
  expect(operations.filter((operation) => sites.get(operation.url) === null)).toEqual([]);
});

it('keeps docs/api-routes.md true (pnpm --filter @platform/api routes:doc rewrites it)', () => {
  if (process.env.UPDATE_ROUTES_DOC === '1') fs.writeFileSync(ROUTES_DOC, routesDocument(operations));
  expect(fs.readFileSync(ROUTES_DOC, 'utf8')).toBe(routesDocument(operations));
});
