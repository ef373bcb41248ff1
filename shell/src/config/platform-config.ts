// Runtime configuration injected by the page (window.__PLATFORM_CONFIG__), never compiled in.
interface PlatformConfig {
  env?: string;
}

export function platformEnv(): string {
  const config = (window as unknown as { __PLATFORM_CONFIG__?: PlatformConfig }).__PLATFORM_CONFIG__;
  return config?.env || 'local';
}
