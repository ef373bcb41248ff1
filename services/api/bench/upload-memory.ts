// Upload throughput and API memory benchmark. Usage:
//   pnpm --filter @platform/api bench:upload [-- --mb 200] [--budget-mb 50]
// Starts the API as a child process (`node --import tsx src/main.ts`, 127.0.0.1, free port, temp DATA_DIR with
// embedded PGlite, demo seed without generated media), signs in the demo performer `anna` and creates a digital
// product whose `digitalFile` is a `--mb` MB ZIP generated on the fly: the multipart body is written in 1 MB pieces
// with back-pressure, never held in memory. Meanwhile the API process's RSS is read from /proc every 20 ms.
// Prints the throughput (MB/s, first byte sent → answer received) and the RSS growth over the RSS just before the
// upload (after a 1 MB warm-up upload, so lazily loaded code is not counted). Exit code 1 if the growth reaches
// `--budget-mb` (default 50) or the stored file does not have the size sent.
//
// Why a product's digital file: POST /performer/performer-assets/products streams it to a temp file and renames it
// into private storage — nothing reads the whole file again. A video upload (POST /media/upload) also runs ffprobe
// and extracts a poster frame with ffmpeg, which measures ffmpeg rather than the upload path, and needs a real video.
// Both limits default to 50 MB: the API is started with PRODUCT_FILE_MAX_BYTES raised to fit the file.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { arg, startStandaloneApi, type StandaloneApi, cleanupAll, signInAnna } from './bench-kit';

const MB = 1024 * 1024;

/** Resident set size of a process in bytes (Linux /proc). */
function rssOf(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

function startApi(fileLimitBytes: number): Promise<StandaloneApi> {
  return startStandaloneApi('upload-bench', { RATE_LIMITS: '0', PRODUCT_FILE_MAX_BYTES: String(fileLimitBytes) });
}

/**
 * POSTs a product with a generated ZIP of `bytes` bytes as a streamed multipart body (exact Content-Length, 1 MB
 * writes honouring back-pressure). Resolves with the answer once it has been read completely.
 */
function uploadProduct(base: string, token: string, bytes: number): Promise<{ status: number; body: string; seconds: number }> {
  const boundary = `----bench${Date.now().toString(16)}`;
  const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    field('name', `Bench archive ${Math.round(bytes / MB)} MB`) +
      field('type', 'digital') +
      field('token', '10') +
      `--${boundary}\r\nContent-Disposition: form-data; name="digitalFile"; filename="bench.zip"\r\nContent-Type: application/zip\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  // one reused 1 MB piece: a ZIP local-file signature first (what the API sniffs), then filler bytes
  const piece = Buffer.alloc(MB);
  for (let i = 0; i < piece.length; i++) piece[i] = (i * 31 + 7) & 0xff;
  const first = Buffer.from(piece);
  first.write('PK\u0003\u0004', 0, 'latin1');
  const url = new URL('/performer/performer-assets/products', base);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      url,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + bytes + tail.length),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), seconds: (performance.now() - started) / 1000 }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    void (async () => {
      const write = (chunk: Buffer) => (req.write(chunk) ? Promise.resolve() : new Promise<void>((done) => req.once('drain', done)));
      await write(head);
      let sent = 0;
      while (sent < bytes) {
        const size = Math.min(MB, bytes - sent);
        const source = sent === 0 ? first : piece;
        await write(size === MB ? source : source.subarray(0, size));
        sent += size;
      }
      req.end(tail);
    })().catch(reject);
  });
}

const mb = (bytes: number) => (bytes / MB).toFixed(1);

async function main() {
  const sizeMb = Number(arg('mb', '200'));
  const budgetMb = Number(arg('budget-mb', '50'));
  const bytes = Math.round(sizeMb * MB);
  const t0 = performance.now();
  const api = await startApi(bytes + 16 * MB);
  const pid = api.child.pid!;
  console.log(`API on ${api.base} (child pid ${pid}, embedded PGlite), ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const token = await signInAnna(api.base);

  // warm-up: the route's code, the multipart parser and the storage folders, with a 1 MB file
  const warm = await uploadProduct(api.base, token, MB);
  if (warm.status !== 200) throw new Error(`warm-up upload → ${warm.status} ${warm.body.slice(0, 300)}`);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before: number[] = [];
  for (let i = 0; i < 5; i++) {
    before.push(rssOf(pid));
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  const baseline = Math.max(...before);

  let peak = baseline;
  const samples: number[] = [];
  const sampler = setInterval(() => {
    try {
      const rss = rssOf(pid);
      samples.push(rss);
      if (rss > peak) peak = rss;
    } catch {
      // the process is gone: the upload fails below
    }
  }, 20);
  const result = await uploadProduct(api.base, token, bytes);
  clearInterval(sampler);
  const after = rssOf(pid);
  if (result.status !== 200) throw new Error(`upload → ${result.status} ${result.body.slice(0, 300)}`);
  const product = (JSON.parse(result.body) as { data: { _id: string } }).data;

  // the stored file: in private storage, with the size sent
  const folder = path.join(api.dataDir, 'private', 'products');
  const stored = fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => name.startsWith(product._id)) : [];
  const storedBytes = stored.length ? fs.statSync(path.join(folder, stored[0])).size : -1;

  const growth = peak - baseline;
  console.log(`upload                 ${mb(bytes)} MB digital product file (POST /performer/performer-assets/products), product ${product._id}`);
  console.log(`stored                 ${stored.length ? `private/products/${stored[0]}, ${mb(storedBytes)} MB` : 'NOT FOUND'}`);
  console.log(`time                   ${result.seconds.toFixed(2)} s, throughput ${(bytes / MB / result.seconds).toFixed(1)} MB/s`);
  console.log(`API RSS                before ${mb(baseline)} MB, peak ${mb(peak)} MB, after ${mb(after)} MB (${samples.length} samples every 20 ms)`);
  console.log(`RSS growth             ${mb(growth)} MB (budget < ${budgetMb} MB): ${growth < budgetMb * MB ? 'ok' : 'OVER BUDGET'}`);
  const ok = growth < budgetMb * MB && storedBytes === bytes;
  if (storedBytes !== bytes) console.log(`stored size ${storedBytes} ≠ sent ${bytes}`);
  return ok;
}

main()
  .then(async (ok) => {
    await cleanupAll();
    process.exit(ok ? 0 : 1);
  })
  .catch(async (error) => {
    console.error(error);
    await cleanupAll();
    process.exit(1);
  });
