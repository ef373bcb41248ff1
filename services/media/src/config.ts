/** Runtime settings of the media server, read once from the environment. */
export interface MediaConfig {
  host: string;
  port: number;
  appName: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): MediaConfig {
  const port = Number(env.MEDIA_PORT ?? 5080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`MEDIA_PORT must be a port number, got "${env.MEDIA_PORT}"`);
  }
  const appName = env.MEDIA_APP_NAME ?? 'WebRTCAppEE';
  // The app name is a URL segment (/{AppName}/websocket): keep it to safe characters.
  if (!/^[A-Za-z0-9_-]+$/.test(appName)) {
    throw new Error(`MEDIA_APP_NAME may hold only letters, digits, "_" and "-", got "${appName}"`);
  }
  return { host: env.MEDIA_HOST ?? '127.0.0.1', port, appName };
}
