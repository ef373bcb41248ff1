import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import http from 'node:http';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Every child this process started and that is still running, so a signal can stop them all. */
const tracked = new Set();

export function track(child) {
  tracked.add(child);
  child.on('exit', () => tracked.delete(child));
  return child;
}

/** SIGTERM every running child, SIGKILL what is left after graceMs. */
let stoppingAll = false;
export const isStopping = () => stoppingAll;

export async function stopTracked(graceMs = 8000) {
  stoppingAll = true;
  const running = [...tracked].filter((c) => c.exitCode === null && c.signalCode === null);
  for (const c of running) c.kill('SIGTERM');
  const deadline = Date.now() + graceMs;
  while (running.some((c) => c.exitCode === null && c.signalCode === null) && Date.now() < deadline) await sleep(100);
  for (const c of running) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
}

export function formatDuration(ms) {
  const s = Math.round(ms / 1000);
  return s >= 60 ? `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s` : `${s}s`;
}

/** Runs a command to completion, output to a log file (and optionally the console); resolves with the exit code. */
export function run(cmd, args, { cwd, env, logFile, echo = false, timeoutMs = 0 } = {}) {
  return new Promise((resolve) => {
    const out = logFile ? fs.createWriteStream(logFile) : null;
    const child = track(spawn(cmd, args, { cwd, env: env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] }));
    const sink = (chunk, stream) => {
      out?.write(chunk);
      if (echo) stream.write(chunk);
    };
    child.stdout.on('data', (c) => sink(c, process.stdout));
    child.stderr.on('data', (c) => sink(c, process.stderr));
    const timer = timeoutMs ? setTimeout(() => child.kill('SIGKILL'), timeoutMs) : null;
    child.on('error', (err) => {
      out?.write(`\n${err.message}\n`);
      if (timer) clearTimeout(timer);
      out?.end(() => resolve(127));
    });
    child.on('close', (code, signal) => {
      if (timer) clearTimeout(timer);
      const done = () => resolve(code ?? (signal ? 128 : 1));
      if (out) out.end(done);
      else done();
    });
  });
}

export function tail(file, lines = 40) {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** True when nothing listens on host:port. */
export function portFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, host, () => srv.close(() => resolve(true)));
  });
}

/** One GET; resolves with the status code (0 on a connection failure). */
export function httpStatus(url, timeoutMs = 3000) {
  return new Promise((resolve) => {
    const req = http.get(url, { timeout: timeoutMs }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
  });
}

/** Polls `url` until it answers 2xx; rejects after timeoutMs or as soon as `alive()` says the server died. */
export async function waitForHttp(url, { timeoutMs = 60_000, alive = () => true, what = url } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await httpStatus(url);
    if (status >= 200 && status < 300) return;
    if (!alive()) throw new Error(`${what} exited before it became ready`);
    if (Date.now() > deadline)
      throw new Error(`${what} not ready after ${formatDuration(timeoutMs)} (last status ${status || 'no answer'} from ${url})`);
    await sleep(300);
  }
}
