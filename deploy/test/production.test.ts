import fs from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { securityHeaders } from '../edge/security';

const dir = path.resolve(__dirname, '..', 'production');
const read = (f: string) => fs.readFileSync(path.join(dir, f), 'utf8');

/** Minimal nginx parser: blocks and directives, enough to check the structure. */
interface NginxBlock {
  name: string;
  args: string[];
  directives: Array<{ name: string; args: string[] }>;
  blocks: NginxBlock[];
}

function parseNginx(text: string): NginxBlock {
  const tokens = text.replace(/#[^\n]*/g, '').match(/"[^"]*"|'[^']*'|[{};]|[^\s{};]+/g) ?? [];
  const root: NginxBlock = { name: 'main', args: [], directives: [], blocks: [] };
  const stack = [root];
  let words: string[] = [];
  for (const t of tokens) {
    const top = stack[stack.length - 1];
    if (t === '{') {
      const block: NginxBlock = { name: words[0], args: words.slice(1), directives: [], blocks: [] };
      top.blocks.push(block);
      stack.push(block);
      words = [];
    } else if (t === '}') {
      if (words.length) throw new Error(`unterminated directive before } : ${words.join(' ')}`);
      stack.pop();
      if (stack.length === 0) throw new Error('unbalanced }');
    } else if (t === ';') {
      top.directives.push({ name: words[0], args: words.slice(1) });
      words = [];
    } else {
      words.push(t.replace(/^["']|["']$/g, ''));
    }
  }
  if (stack.length !== 1 || words.length) throw new Error('unbalanced braces or trailing directive');
  return root;
}

function find(block: NginxBlock, name: string): NginxBlock[] {
  return [...block.blocks.filter((b) => b.name === name), ...block.blocks.flatMap((b) => find(b, name))];
}

describe('production manifests', () => {
  it('nginx.conf: the edge layout with its cache headers', () => {
    const conf = parseNginx(read('nginx.conf'));
    const server = find(conf, 'server')[0];
    expect(server).toBeDefined();
    const locations = new Map(find(server, 'location').map((l) => [l.args.join(' '), l]));
    const header = (loc: string) => (locations.get(loc)?.directives ?? []).filter((d) => d.name === 'add_header').map((d) => d.args.join(' '));
    const has = (loc: string, directive: string) => (locations.get(loc)?.directives ?? []).some((d) => d.name === directive);

    expect(header('^~ /remotes/')).toContain('Cache-Control public, max-age=31536000, immutable always');
    // the page, the registry and the deploy endpoints come from the Node edge (canary buckets, previews, beacons)
    const includes = (loc: string) => (locations.get(loc)?.directives ?? []).filter((d) => d.name === 'include').map((d) => d.args[0]);
    for (const loc of ['^~ /registry/', '^~ /_deploy/', '= /index.html', '@edge']) expect(includes(loc)).toContain('edge-proxy.conf');
    expect(locations.get('/')?.directives.find((d) => d.name === 'try_files')?.args).toEqual(['$uri', '@edge']);
    expect(find(conf, 'upstream').map((u) => u.args[0])).toContain('edge');
    const edgeProxy = parseNginx(read('edge-proxy.conf')).directives;
    const directive = (name: string) => edgeProxy.filter((d) => d.name === name).map((d) => d.args.join(' '));
    expect(directive('proxy_pass')).toEqual(['http://edge']);
    expect(directive('proxy_set_header')).toContain('X-Forwarded-For $remote_addr');
    expect(directive('proxy_hide_header')).toContain('Content-Security-Policy');
    for (const loc of ['/api/', '/socket.io/', '/uploads/', '/WebRTCAppEE/']) expect(has(loc, 'proxy_pass')).toBe(true);
    // /api/ is stripped: proxy_pass with a URI part replaces the matched prefix.
    expect(locations.get('/api/')?.directives.find((d) => d.name === 'proxy_pass')?.args[0]).toMatch(/^http:\/\/api\/$/);
    for (const loc of ['/socket.io/', '/WebRTCAppEE/']) {
      expect(locations.get(loc)?.directives.some((d) => d.name === 'proxy_set_header' && d.args[0] === 'Upgrade')).toBe(true);
    }
    const all = JSON.stringify(conf);
    expect(all).toContain('"gzip","args":["on"]');
    expect(all).toContain('"brotli","args":["on"]');
  });

  it('security-headers.conf: the same policies as the development edge (CSP, Permissions-Policy, COOP)', () => {
    const headers = new Map(
      parseNginx(read('security-headers.conf'))
        .directives.filter((d) => d.name === 'add_header')
        .map((d) => [d.args[0], d.args.slice(1, -1).join(' ')]),
    );
    const edge = securityHeaders({ production: true });
    for (const name of [
      'Content-Security-Policy',
      'Permissions-Policy',
      'Cross-Origin-Opener-Policy',
      'X-Frame-Options',
      'Strict-Transport-Security',
    ]) {
      expect([name, headers.get(name)]).toEqual([name, edge[name]]);
    }
    expect(headers.get('Permissions-Policy')).toMatch(/^camera=\(self\), microphone=\(self\), /);
    expect(headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
  });

  it('k8s.yaml: parses, and the deployments, services and registry configmap fit together', () => {
    const docs = parseAllDocuments(read('k8s.yaml'));
    for (const d of docs) expect(d.errors).toEqual([]);
    const objs = docs.map((d) => d.toJS()) as Array<{ apiVersion: string; kind: string; metadata: { name: string }; spec?: any; data?: any }>;
    for (const o of objs) {
      expect(o.apiVersion).toBeTruthy();
      expect(o.kind).toBeTruthy();
      expect(o.metadata?.name).toMatch(/^[a-z0-9-]+$/);
    }
    const byKind = (kind: string) => objs.filter((o) => o.kind === kind);
    const deployments = byKind('Deployment');
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual(['api', 'edge', 'media']);
    for (const d of deployments) {
      expect(d.spec.selector.matchLabels).toEqual(d.spec.template.metadata.labels);
      for (const c of d.spec.template.spec.containers) {
        expect(c.image).toBeTruthy();
        expect(c.resources?.limits).toBeDefined();
        expect(c.readinessProbe).toBeDefined();
      }
    }
    // compiled services (no TypeScript loader at run time); the API's pods leave the load balancer while they drain
    for (const d of deployments) for (const c of d.spec.template.spec.containers) expect(c.args.join(' ')).toMatch(/dist\/main\.js$/);
    const api = deployments.find((d) => d.metadata.name === 'api')!.spec.template.spec.containers[0];
    expect(api.readinessProbe.httpGet.path).toBe('/ready');
    expect(api.livenessProbe.httpGet.path).toBe('/health');
    const services = byKind('Service');
    expect(services.map((s) => s.metadata.name).sort()).toEqual(['api', 'edge', 'media', 'media-rtmp']);
    for (const s of services) {
      const target = deployments.find((d) => d.metadata.name === s.spec.selector.app)!;
      expect(s.spec.selector).toEqual(target.spec.template.metadata.labels);
      const containerPorts = target.spec.template.spec.containers.flatMap((c: any) => (c.ports ?? []).map((p: any) => p.containerPort));
      for (const p of s.spec.ports) expect(containerPorts).toContain(p.targetPort);
    }
    // encoders (OBS) reach the media server's RTMP ingest from outside; /live shows them the public address
    const rtmp = services.find((s) => s.metadata.name === 'media-rtmp')!;
    expect(rtmp.spec).toMatchObject({ type: 'LoadBalancer', ports: [{ port: 1935, targetPort: 1935 }] });
    const envOf = (name: string) =>
      Object.fromEntries(deployments.find((d) => d.metadata.name === name)!.spec.template.spec.containers[0].env.map((e: any) => [e.name, e.value]));
    expect(envOf('media')).toMatchObject({ RTMP_HOST: '0.0.0.0', RTMP_PORT: '1935', MEDIA_API_URL: 'http://api:4000' });
    expect(envOf('api').RTMP_PUBLIC_URL).toMatch(/^rtmp:\/\//);
    const config = byKind('ConfigMap').find((c) => c.data?.DEPLOY_ENV);
    expect(config?.data.DEPLOY_ENV).toBe('production');
    const edge = deployments.find((d) => d.metadata.name === 'edge')!;
    expect(JSON.stringify(edge.spec.template.spec)).toContain(config!.metadata.name);
  });

  it('Dockerfile: a multi-stage build that runs the edge and the API as a non-root user', () => {
    const lines = read('Dockerfile')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));
    const instructions = lines.map((l) => l.split(/\s+/)[0].toUpperCase());
    const known = new Set([
      'FROM',
      'ARG',
      'ENV',
      'WORKDIR',
      'COPY',
      'RUN',
      'USER',
      'EXPOSE',
      'CMD',
      'ENTRYPOINT',
      'HEALTHCHECK',
      'LABEL',
      '&&',
      '\\',
    ]);
    // Continuation lines start with a shell word; every instruction line must be a known one.
    const joined = read('Dockerfile')
      .replace(/\\\n/g, ' ')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));
    for (const l of joined) expect(known.has(l.split(/\s+/)[0].toUpperCase())).toBe(true);
    expect(instructions[0]).toBe('FROM');
    expect(joined.filter((l) => l.startsWith('FROM')).length).toBeGreaterThanOrEqual(2);
    expect(joined.some((l) => /^USER\s+(?!root)/.test(l))).toBe(true);
    expect(joined.some((l) => /^EXPOSE\s+.*8080/.test(l))).toBe(true);
    expect(joined.some((l) => /^EXPOSE\s+.*4000/.test(l))).toBe(true);
    expect(joined.some((l) => l.startsWith('HEALTHCHECK'))).toBe(true);
  });
});
