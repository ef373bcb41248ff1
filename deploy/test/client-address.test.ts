import type http from 'node:http';
import { clientAddressOf } from '../edge/server';

const requestFrom = (remoteAddress: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress },
    connection: { remoteAddress },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  }) as unknown as http.IncomingMessage;

describe('the visitor address the beacons are counted by', () => {
  it('is the connection address unless TRUST_PROXY names the proxy in front', () => {
    expect(clientAddressOf(undefined)(requestFrom('127.0.0.1', '203.0.113.7'))).toBe('127.0.0.1');
    const behindNginx = clientAddressOf('loopback, 10.0.0.0/8');
    expect(behindNginx(requestFrom('127.0.0.1', '203.0.113.7'))).toBe('203.0.113.7');
    expect(behindNginx(requestFrom('10.1.2.3', '198.51.100.1'))).toBe('198.51.100.1');
    // a visitor who claims an address himself is counted by his own
    expect(behindNginx(requestFrom('198.51.100.9', '203.0.113.7'))).toBe('198.51.100.9');
    // only the proxies' hops are believed: the address before the last trusted hop
    expect(behindNginx(requestFrom('127.0.0.1', '1.2.3.4, 203.0.113.7'))).toBe('203.0.113.7');
  });
});
