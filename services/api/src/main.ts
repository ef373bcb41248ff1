import { buildApp } from './app';

async function main() {
  const app = await buildApp();
  const port = Number(process.env.API_PORT) || 4000;
  const host = process.env.API_HOST ?? '127.0.0.1';
  await app.listen({ port, host });
  const url = `http://${host}:${port}`;
  console.log(`API listening on ${url} (docs: ${url}/docs, database: ${app.ctx.db.kind}, data: ${app.ctx.config.dataDir})`);
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
