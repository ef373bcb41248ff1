import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { BLOCKED_IN_COUNTRY_TEXT } from '@platform/shared/contract';
import { useTestApp } from '../../test/helpers';
import { call, data, idOf, tokenFor } from '../features/money/money.test-helpers';
import { clientAddress, countryOf, countryOfAddress } from './geo';

// The visitor's country from the offline IP database (geoip-country, no network): the client address is the
// one Fastify believes, i.e. X-Forwarded-For only from a trusted proxy (TRUST_PROXY, loopback by default).
// 81.2.69.142 is MaxMind's documented test address in the United Kingdom; 8.8.8.8 is in the United States.

const UK_ADDRESS = '81.2.69.142';
const US_ADDRESS = '8.8.8.8';

describe('countries of addresses and headers', () => {
  const config = { geoipLookup: true, trustProxy: 'loopback' as const, trustedCountryHeader: undefined };

  it('looks public addresses up offline and gives private ones no country', () => {
    expect(countryOfAddress(config, UK_ADDRESS)).toBe('GB');
    expect(countryOfAddress(config, `::ffff:${US_ADDRESS}`)).toBe('US');
    expect(countryOfAddress(config, '127.0.0.1')).toBeNull();
    expect(countryOfAddress(config, '192.168.1.20')).toBeNull();
    expect(countryOfAddress(config, '::1')).toBeNull();
    expect(countryOfAddress({ ...config, geoipLookup: false }, UK_ADDRESS)).toBeNull();
  });

  it('believes the country header only when it is configured, and only real country codes', () => {
    const withHeader = { ...config, trustedCountryHeader: 'x-country-code' };
    expect(countryOf(withHeader, { 'x-country-code': 'de' }, US_ADDRESS)).toBe('DE');
    // Cloudflare's "unknown" falls back to the address
    expect(countryOf(withHeader, { 'x-country-code': 'XX' }, US_ADDRESS)).toBe('US');
    expect(countryOf(config, { 'x-country-code': 'DE' }, US_ADDRESS)).toBe('US');
  });

  it('reads X-Forwarded-For of a socket handshake by the TRUST_PROXY rule', () => {
    const raw = { headers: { 'x-forwarded-for': UK_ADDRESS }, socket: { remoteAddress: '127.0.0.1' } } as unknown as IncomingMessage;
    expect(clientAddress(raw, 'loopback')).toBe(UK_ADDRESS);
    expect(clientAddress(raw, false)).toBe('127.0.0.1');
    const fromOutside = { headers: { 'x-forwarded-for': UK_ADDRESS }, socket: { remoteAddress: US_ADDRESS } } as unknown as IncomingMessage;
    expect(clientAddress(fromOutside, 'loopback')).toBe(US_ADDRESS);
  });
});

describe('a performer blocking a country, with the country from the IP database', () => {
  let app: FastifyInstance;
  let annaId: string;

  useTestApp(async (started) => {
    ({ app } = started);
    annaId = await idOf(app, 'performer', 'anna');
    const anna = await tokenFor(app, 'performer', 'anna');
    expect(data(await call(app, 'POST', '/performers/blocking/update', anna, { countries: ['GB'] })).countries).toEqual(['GB']);
  });

  it('refuses a visitor whose trusted proxy forwards a UK address, and lets others in', async () => {
    const fromUk = { 'x-forwarded-for': UK_ADDRESS };
    const refused = await call(app, 'GET', '/performers/anna/view', undefined, undefined, fromUk);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(BLOCKED_IN_COUNTRY_TEXT);
    expect(data(await call(app, 'GET', `/performers/${annaId}/check-blocking`, undefined, undefined, fromUk))).toMatchObject({
      isBlocked: true,
      reason: 'country',
    });
    const search = data(await call(app, 'GET', '/performers/search?q=anna', undefined, undefined, fromUk));
    expect(search.data.map((p: { username: string }) => p.username)).not.toContain('anna');

    expect((await call(app, 'GET', '/performers/anna/view', undefined, undefined, { 'x-forwarded-for': US_ADDRESS })).statusCode).toBe(200);
    // no configured country header: a client cannot claim a country by sending one
    expect((await call(app, 'GET', '/performers/anna/view', undefined, undefined, { 'cf-ipcountry': 'GB' })).statusCode).toBe(200);
  });
});
