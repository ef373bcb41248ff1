// Content search benchmark. Usage:
//   pnpm --filter @platform/api bench:content [-- --db pglite|postgres|both] [--seconds 5] [--connections 20] [--videos 300] [--photos 60]
// For each database (default both: embedded PGlite in memory, and PostgreSQL — DATABASE_URL if set, else a
// throw-away server from Debian's binaries on 127.0.0.1, see scripts/lib/postgres.mjs) it starts the API on
// 127.0.0.1 (temp folder, no generated media) with `--videos` extra videos and `--photos` extra photos (half of them
// in a gallery), then measures GET /user/performer-assets/videos/search and GET /media, each against a bare Fastify
// route that answers the very same bytes: the gap is what validation, SQL, mapping and serialisation cost.
// The load is autocannon in a child process (bench/api-vs-bare.ts), so the API's event loop serves requests only.
// Prints req/s, p50, p99, SQL queries per request and API/bare.
import os from 'node:os';
import type { Db } from '../src/db/db';
import { newId } from '../src/db/ids';
import { dbKinds, errorsNote, figureCells, measure, shareOfBare, table, withApiAndBare, type DbKind, type Measured } from './api-vs-bare';
import { arg } from './bench-kit';

async function addContent(db: Db, videos: number, photos: number) {
  const { rows: performers } = await db.query<{ id: string }>(`SELECT id FROM performers WHERE status = 'active' ORDER BY id`);
  for (let i = 0; i < videos; i++) {
    await db.query(
      `INSERT INTO videos (id, performer_id, title, token, is_sale, tags, poster_path, duration) VALUES ($1, $2, $3, $4, $5, $6::text[], $7, 4)`,
      [
        newId(),
        performers[i % performers.length].id,
        `Bench video ${i}`,
        i % 3 ? 20 : 0,
        i % 3 !== 0,
        ['bench', `t${i % 10}`],
        `previews/bench-${i}.jpg`,
      ],
    );
  }
  const galleryId = newId();
  if (photos) {
    await db.query(`INSERT INTO galleries (id, performer_id, name, token, is_sale) VALUES ($1, $2, 'Bench gallery', 30, true)`, [
      galleryId,
      performers[0].id,
    ]);
  }
  for (let i = 0; i < photos; i++) {
    const inGallery = i % 2 === 0;
    await db.query(
      `INSERT INTO photos (id, performer_id, gallery_id, title, token, is_sale, tags, small_path, medium_path, width, height)
       VALUES ($1, $2, $3, $4, $5, $6, $7::text[], $8, $9, 800, 600)`,
      [
        newId(),
        inGallery ? performers[0].id : performers[i % performers.length].id,
        inGallery ? galleryId : null,
        `Bench photo ${i}`,
        inGallery ? 0 : 10,
        !inGallery,
        ['bench', `p${i % 5}`],
        `photos/small/bench-${i}.webp`,
        `photos/medium/bench-${i}.webp`,
      ],
    );
  }
  // On PostgreSQL, what autovacuum does within a minute of such inserts: fresh planner statistics. PGlite has no
  // autovacuum and the API never runs ANALYZE, so it is left as it would be in production.
  if (db.kind === 'postgres') await db.exec('ANALYZE');
}

interface Row {
  db: string;
  target: string;
  api: Measured;
  bare: Measured;
  queries: number;
  kb: number;
}

function runOn(kind: DbKind, options: { seconds: number; connections: number; videos: number; photos: number }): Promise<Row[]> {
  return withApiAndBare(kind, async ({ api, listen }) => {
    await addContent(api.ctx.db, options.videos, options.photos);
    // count SQL statements per request
    let queries = 0;
    const db = api.ctx.db as { query: Db['query'] };
    const query = db.query.bind(db);
    db.query = ((sql: string, params?: unknown[]) => {
      queries++;
      return query(sql, params);
    }) as Db['query'];
    const targets = ['/user/performer-assets/videos/search?limit=12', '/media?limit=120'];
    const { apiBase, bareBase, payloads } = await listen(targets);
    const { rows: counts } = await api.ctx.db.query<{ videos: number; photos: number }>(
      'SELECT (SELECT count(*) FROM videos)::int AS videos, (SELECT count(*) FROM photos)::int AS photos',
    );
    console.log(
      `${kind}: ${counts[0].videos} videos, ${counts[0].photos} photos; ${options.seconds} s per target, ${options.connections} connections`,
    );
    const rows: Row[] = [];
    for (const target of targets) {
      queries = 0;
      const full = await measure(`${apiBase}${target}`, options.seconds, options.connections);
      const perRequest = queries / (full.requests + full.errors + options.connections);
      const baseline = await measure(`${bareBase}${target}`, options.seconds, options.connections);
      rows.push({
        db: kind,
        target,
        api: full,
        bare: baseline,
        queries: perRequest,
        kb: Buffer.byteLength(payloads.get(target.split('?')[0])!) / 1024,
      });
    }
    return rows;
  });
}

function report(rows: Row[]) {
  const header = ['database', 'route', 'API req/s', 'p50 ms', 'p99 ms', 'SQL/req', 'bare req/s', 'p50 ms', 'p99 ms', 'API/bare', 'answer'];
  const body = rows.map((r) => [
    r.db,
    r.target,
    ...figureCells(r.api),
    r.queries.toFixed(1),
    ...figureCells(r.bare),
    shareOfBare(r.api, r.bare),
    `${r.kb.toFixed(0)} KB${errorsNote(r.api, r.bare)}`,
  ]);
  return table(header, body);
}

async function main() {
  const kinds = dbKinds('both');
  const options = {
    seconds: Number(arg('seconds', '5')),
    connections: Number(arg('connections', '20')),
    videos: Number(arg('videos', '300')),
    photos: Number(arg('photos', '60')),
  };
  const rows: Row[] = [];
  for (const kind of kinds) rows.push(...(await runOn(kind, options)));
  console.log(`\n${report(rows)}`);
  console.log(`\n(load from autocannon in a child process; ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)})`);
  const errors = rows.reduce((sum, r) => sum + r.api.errors + r.bare.errors, 0);
  process.exit(errors ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
