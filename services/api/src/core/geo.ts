import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

/**
 * The visitor's country (ISO 3166-1 alpha-2, upper case) or null when unknown: from the trusted proxy header
 * when one is configured (TRUSTED_COUNTRY_HEADER) and present, else from the client address through the offline
 * IP-to-country database of `geoip-country` (loaded on the first public address, ~8 MB; no network at run time).
 * The client address is Fastify's `req.ip`, which believes `X-Forwarded-For` only from TRUST_PROXY's proxies.
 */
export type CountryConfig = Pick<AppConfig, 'trustedCountryHeader' | 'geoipLookup' | 'trustProxy'>;

type GeoLookup = (ip: string) => { country?: string } | null;
let lookup: GeoLookup | null = null;

// Loaded on first use: most requests never need it (loopback and private addresses have no country).
function geoLookup(): GeoLookup {
  if (!lookup) {
    // loaded lazily on purpose (its ~8 MB database is read at load time), and the package ships no types
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const geoip = require('geoip-country') as { lookup: GeoLookup };
    lookup = (ip) => geoip.lookup(ip);
  }
  return lookup;
}

const COUNTRY = /^[A-Z]{2}$/;
// Cloudflare's "unknown" and "Tor" codes, and the reserved "no country" values, are no country.
const NOT_A_COUNTRY = new Set(['XX', 'T1', 'ZZ']);

const normalise = (value: unknown): string | null => {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return COUNTRY.test(code) && !NOT_A_COUNTRY.has(code) ? code : null;
};

/** Loopback, private, link-local and other non-public addresses have no country. */
function isPublicAddress(ip: string): boolean {
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  const version = net.isIP(address);
  if (version === 4) {
    const [a, b] = address.split('.').map(Number);
    return !(
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127) ||
      a >= 224
    );
  }
  if (version === 6) {
    const lower = address.toLowerCase();
    return !(lower === '::' || lower === '::1' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower) || lower.startsWith('ff'));
  }
  return false;
}

/** The country of a public IP address from the offline database; null for others or when the lookup is off. */
export function countryOfAddress(config: CountryConfig, ip: string | undefined | null): string | null {
  if (!ip || !config.geoipLookup || !isPublicAddress(ip)) return null;
  return normalise(geoLookup()(ip.startsWith('::ffff:') ? ip.slice(7) : ip)?.country);
}

export function countryOf(config: CountryConfig, headers: IncomingMessage['headers'], clientIp: string | undefined | null): string | null {
  if (config.trustedCountryHeader) {
    const raw = headers[config.trustedCountryHeader];
    const fromHeader = normalise(Array.isArray(raw) ? raw[0] : raw);
    if (fromHeader) return fromHeader;
  }
  return countryOfAddress(config, clientIp);
}

const requestCountries = new WeakMap<FastifyRequest, string | null>();

/** The country of an HTTP request (computed once per request). */
export function requestCountry(req: FastifyRequest): string | null {
  if (requestCountries.has(req)) return requestCountries.get(req)!;
  const country = countryOf(req.server.ctx.config, req.headers, req.ip);
  requestCountries.set(req, country);
  return country;
}

/** The client address of a raw request (a socket.io handshake) by the same TRUST_PROXY rule Fastify applies to HTTP. */
export function clientAddress(raw: IncomingMessage, trustProxy: AppConfig['trustProxy']): string | undefined {
  if (trustProxy === false) return raw.socket?.remoteAddress;
  const trust =
    trustProxy === true
      ? () => true
      : proxyAddr.compile(
          String(trustProxy)
            .split(',')
            .map((value) => value.trim()),
        );
  const addresses = proxyAddr.all(raw, trust);
  return addresses[addresses.length - 1];
}

/** The country of a socket.io handshake. */
export const handshakeCountry = (config: CountryConfig, raw: IncomingMessage) =>
  countryOf(config, raw.headers, clientAddress(raw, config.trustProxy));
