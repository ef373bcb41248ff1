import { contentSecurityPolicy, devOrigin, securityHeaders } from '../edge/security';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

describe("the edge's security policy", () => {
  it('lets scripts and calls go to this origin only, in development as in production', () => {
    for (const production of [false, true]) {
      const csp = contentSecurityPolicy({ production });
      expect(directive(csp, 'script-src')).toBe("script-src 'self'");
      expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
      expect(csp).not.toMatch(/127\.0\.0\.1|localhost|\*/);
    }
  });

  it('names a remote dev server for the local override only when asked, exactly, and never in production', () => {
    const devRemoteOrigins = [
      'http://127.0.0.1:3002',
      'http://127.0.0.1:*',
      'http://localhost:3003/path',
      'javascript:alert(1)',
      'http://localhost:3004/',
    ];
    const csp = contentSecurityPolicy({ production: false, devRemoteOrigins });
    expect(directive(csp, 'script-src')).toBe("script-src 'self' http://127.0.0.1:3002 http://localhost:3004");
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' http://127.0.0.1:3002 ws://127.0.0.1:3002 http://localhost:3004 ws://localhost:3004",
    );
    expect(directive(contentSecurityPolicy({ production: true, devRemoteOrigins }), 'script-src')).toBe("script-src 'self'");
    expect(devOrigin('https://dev.example.com:8443')).toBe('https://dev.example.com:8443');
    expect(devOrigin('ws://127.0.0.1:3002')).toBeNull();
  });

  it('turns off every browser feature but camera and microphone (this origin: broadcasting) and isolates the window', () => {
    const headers = securityHeaders({ production: false });
    const policy = Object.fromEntries(headers['Permissions-Policy'].split(', ').map((p) => p.split('=')));
    expect(policy).toMatchObject({ camera: '(self)', microphone: '(self)', geolocation: '()', payment: '()', usb: '()', 'display-capture': '()' });
    for (const [feature, allow] of Object.entries(policy)) {
      if (!['camera', 'microphone', 'fullscreen'].includes(feature)) expect([feature, allow]).toEqual([feature, '()']);
    }
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
  });
});
