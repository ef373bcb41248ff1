import type { FastifyInstance } from 'fastify';
import { bearer, createTestApp, login, multipart, PNG, type Part } from '../../test/helpers';
import { zeroPngBomb } from './image-bombs.test-helpers';

// Bounded fuzzing: every route of the OpenAPI document, with malformed ids, queries and bodies, anonymously and
// with a member's, a performer's and a studio's token. Any 5xx fails. The cases are fixed (no randomness), so a
// failure names its request and repeats.

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; items?: JsonSchema; enum?: unknown[] };
interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

// 24 hex characters: the shape of the platform's ids, so a lookup really runs.
const MISSING_ID = 'ffffffffffffffffffffffff';
const BAD_IDS = ['x', MISSING_ID, '%00', 'a%00b', '%ED%A0%80', '..%2F..%2Fetc%2Fpasswd', '1e309', '-1', '__proto__', 'constructor', 'a'.repeat(300)];
const BAD_QUERIES = [
  'limit=1e309',
  'offset=1e20',
  'limit=-5',
  'sortBy=__proto__',
  'sortBy=constructor',
  'sort=sideways',
  'q=%00',
  'q=%ED%A0%80',
  'limit=abc&offset=xyz',
  'q[]=a&q[]=b',
];
/** Raw JSON texts that break a body in the ways a careless or hostile client would. */
const BAD_BODY_TEXTS = ['null', '[]', '"text"', '1e309', '{"__proto__":{"admin":true}}', '{'];

/** Values that go wrong for a field of the given schema (wrong type, NUL, lone surrogate, huge, non-finite). */
function badValues(schema: JsonSchema | undefined): string[] {
  const type = [schema?.type].flat()[0];
  const common = ['null', '{}', '[]', '"\\u0000"', '"\\ud800"'];
  if (type === 'string') return [...common, '123', `"${'x'.repeat(20_000)}"`, '""'];
  if (type === 'number' || type === 'integer') return [...common, '"12"', '1e309', '-1e309', '-1', '0.5', '9007199254740993000'];
  if (type === 'boolean') return [...common, '"true"', '2'];
  if (type === 'array') return [...common, '[null]', '["\\u0000"]', '[{}]'];
  return common;
}

/** One body per field and bad value (the other fields left out), plus the broken texts. */
function bodyCases(schema: JsonSchema | undefined): string[] {
  const cases = [...BAD_BODY_TEXTS, '{}'];
  for (const [name, field] of Object.entries(schema?.properties ?? {})) {
    for (const value of badValues(field)) cases.push(`{${JSON.stringify(name)}:${value}}`);
  }
  return cases;
}

function pathWith(template: string, id: string): string {
  return template.replace(/\{[^}]+\}/g, id);
}

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
});
afterAll(() => close());

jest.setTimeout(240_000);

it('no route answers 5xx to malformed ids, queries or bodies, with or without a token', async () => {
  await app.ready();
  const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const tokens: Record<string, Record<string, string>> = {
    anonymous: {},
    member: bearer(await login(app, 'user', 'member')),
    performer: bearer(await login(app, 'performer', 'anna')),
    studio: bearer(await login(app, 'studio', 'studio')),
  };
  const failures: string[] = [];
  let sent = 0;
  const send = async (who: string, method: string, url: string, payload?: string) => {
    const headers: Record<string, string> = { ...tokens[who] };
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const res = await app.inject({ method: method.toUpperCase() as 'GET', url, headers, payload });
    sent++;
    if (res.statusCode >= 500)
      failures.push(`${who} ${method.toUpperCase()} ${url} ${payload?.slice(0, 80) ?? ''} → ${res.statusCode} ${res.body.slice(0, 120)}`);
  };

  // Log-outs and "sign out everywhere" would end the sessions the later cases need: they run last.
  const ordered = Object.entries(doc.paths).sort(([a], [b]) => Number(/logout/.test(a)) - Number(/logout/.test(b)));
  for (const [template, operations] of ordered) {
    for (const [method, operation] of Object.entries(operations)) {
      const hasParams = /\{[^}]+\}/.test(template);
      const json = operation.requestBody?.content?.['application/json'];
      for (const who of Object.keys(tokens)) {
        for (const id of hasParams ? BAD_IDS : [null]) await send(who, method, id === null ? template : pathWith(template, id));
        const url = hasParams ? pathWith(template, MISSING_ID) : template;
        const takesQuery = operation.parameters?.some((p) => p.in === 'query');
        if (takesQuery) for (const query of BAD_QUERIES) await send(who, method, `${url}?${query}`);
        if (json && method !== 'get') for (const body of bodyCases(json.schema)) await send(who, method, url, body);
      }
    }
  }

  expect(failures).toEqual([]);
  // The run really covered the API: every operation, four callers, many cases each.
  expect(sent).toBeGreaterThan(5000);
  console.info(`fuzz: ${sent} requests over ${Object.keys(doc.paths).length} paths, ${failures.length} answered 5xx`);
});

it('no multipart route answers 5xx to hostile file names, fields or a decompression bomb', async () => {
  // a fresh API: the first fuzz renames and signs out the seeded accounts
  await close();
  ({ app, close } = await createTestApp());
  await app.ready();
  const doc = app.swagger() as { paths: Record<string, Record<string, Operation & { summary?: string }>> };
  const tokens: Record<string, Record<string, string>> = {
    anonymous: {},
    member: bearer(await login(app, 'user', 'member')),
    performer: bearer(await login(app, 'performer', 'bella')),
    studio: bearer(await login(app, 'studio', 'studio')),
  };
  // every file field name a route reads; a route refuses the others with a 400 before reading on
  const FILE_FIELDS = ['avatar', 'cover', 'file', 'photo', 'image', 'thumbnail', 'video', 'digitalFile', 'documentVerification'];
  const HOSTILE_FIELDS: Part[] = ['token', 'stock', 'price'].map((name) => ({ name, value: '1e309' }));
  HOSTILE_FIELDS.push({ name: 'title', value: 'a\u0000b' }, { name: 'name', value: '\ud800' }, { name: 'type', value: '\u0000' });
  const bomb = zeroPngBomb();
  const routes = Object.entries(doc.paths).flatMap(([template, operations]) =>
    Object.entries(operations)
      // the document does not carry `consumes`: an upload route says "multipart" in its summary or "upload" in its path
      .filter(([method, operation]) => method !== 'get' && (/multipart/i.test(operation.summary ?? '') || /upload/.test(template)))
      .map(([method]) => ({ method: method.toUpperCase() as 'POST', url: pathWith(template, MISSING_ID) })),
  );
  const failures: string[] = [];
  let sent = 0;
  for (const { method, url } of routes) {
    for (const [who, auth] of Object.entries(tokens)) {
      for (const field of FILE_FIELDS) {
        for (const [what, content] of [
          ['a NUL in its name', PNG],
          ['a bomb', bomb],
        ] as const) {
          const form = multipart([
            ...HOSTILE_FIELDS,
            { name: field, file: { filename: 'x\u0000\u0007../y.png', contentType: 'image/png', content } },
          ]);
          const res = await app.inject({ method, url, payload: form.payload, headers: { ...form.headers, ...auth } });
          sent++;
          if (res.statusCode >= 500) failures.push(`${who} ${method} ${url} ${field} with ${what} → ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
  }
  expect(failures).toEqual([]);
  expect(routes.length).toBeGreaterThanOrEqual(12);
  console.info(`fuzz: ${sent} multipart requests over ${routes.length} upload routes, ${failures.length} answered 5xx`);
});
