import { describeCapabilities } from './capabilities';
import { readConfig } from './config';
import { createMediaServer } from './server';

async function main() {
  const config = readConfig();
  const server = createMediaServer(config);
  const port = await server.listen();
  console.log(
    `media server on http://${config.host}:${port} — ${describeCapabilities(server.capabilities(), config)}; ` +
      `secureOption ${config.secureOption ? 'on' : 'off'}` +
      (server.rtmpPort() === undefined
        ? ''
        : `; RTMP ingest on rtmp://${config.rtmpHost}:${server.rtmpPort()}/live, WHIP on /${config.appName}/whip`),
  );

  const shutdown = (signal: string) => {
    console.log(`media server: ${signal}, closing`);
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error('media server failed to start:', error);
  process.exit(1);
});
