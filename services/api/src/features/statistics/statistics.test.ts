import type { FastifyInstance } from 'fastify';
import { newId } from '../../db/ids';
import { login, useAdminTestApp } from '../../../test/helpers';
import { call, data, idOf, newMember } from '../money/money.test-helpers';
import { buyTokens, postback } from '../money/processor.test-helpers';

// The back office's statistics: per UTC day, tokens sold and spent with their split, live minutes and peak viewers.

let app: FastifyInstance;
let admin: string;

useAdminTestApp((started) => ({ app, admin } = started), { config: { seedMedia: false }, timeoutMs: 60_000 });

const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** Yesterday to tomorrow (UTC): today's business whatever the clock does while the test runs. */
const around = () => `/admin/statistics?from=${dayOffset(-1)}&to=${dayOffset(1)}`;
const totals = async () => data(await call(app, 'GET', around(), admin)).totals;

it('counts a purchase as sold, a tip as spent and splits it between the platform, the performer and her studio', async () => {
  const before = await totals();
  const m = await newMember(app, 0);
  const pkg = data(await call(app, 'GET', '/package/token/search')).data[0];
  await buyTokens(app, m.token, pkg, `stats-${m.id}`);
  const elena = await idOf(app, 'performer', 'elena'); // a studio's performer: the studio takes a share
  expect((await call(app, 'POST', `/member/send-tip-token/${elena}`, m.token, { token: 40 })).statusCode).toBe(200);

  const after = await totals();
  expect(after.tokensSold - before.tokensSold).toBe(pkg.tokens);
  expect(Math.round((after.sales - before.sales) * 100)).toBe(Math.round(pkg.price * 100));
  expect(after.tokensSpent - before.tokensSpent).toBe(40);
  const split = ['platform', 'performers', 'studios'].map((key) => after[key] - before[key]);
  expect(split.every((share) => share > 0)).toBe(true);
  expect(split.reduce((a, b) => a + b, 0)).toBe(40);
});

it('takes a refund or chargeback off the day it happened: tokens sold and money net of it, what was spent stays spent', async () => {
  const before = await totals();
  const m = await newMember(app, 0);
  const pkg = data(await call(app, 'GET', '/package/token/search')).data[0];
  const paymentId = await buyTokens(app, m.token, pkg, `stats-cb-${m.id}`);
  const anna = await idOf(app, 'performer', 'anna');
  expect((await call(app, 'POST', `/member/send-tip-token/${anna}`, m.token, { token: 10 })).statusCode).toBe(200);
  expect((await postback(app, 'chargeback', paymentId, { amount: pkg.price.toFixed(2) })).statusCode).toBe(200);

  const after = await totals();
  expect(after.tokensSold - before.tokensSold).toBe(0);
  expect(Math.round((after.sales - before.sales) * 100)).toBe(0);
  expect(after.tokensSpent - before.tokensSpent).toBe(10);
});

it("keeps a show's peak of viewers at once, not its total of visits", async () => {
  const anna = await login(app, 'performer', 'anna');
  const live = data(await call(app, 'POST', '/streaming/live', anna));
  const [a, b, c] = await Promise.all([newMember(app, 0), newMember(app, 0), newMember(app, 0)]);
  const register = (who: { token: string }) => call(app, 'POST', `/streaming/viewer-register/${live.sessionId}`, who.token);
  await register(a);
  await register(b);
  await call(app, 'POST', `/streaming/viewer-unregister/${live.sessionId}`, anna, { userId: a.id });
  await register(c); // two at once again
  await register(a); // back: three at once
  await call(app, 'POST', `/streaming/viewer-unregister/${live.sessionId}`, anna, { userId: b.id });
  const analytics = data(await call(app, 'GET', `/streaming/analytics/${live.sessionId}`, admin));
  expect(analytics).toMatchObject({ totalViewer: 3, currentViewers: 2, peakViewers: 3 });
  expect((await totals()).peakViewers).toBeGreaterThanOrEqual(3);
  await call(app, 'GET', '/streaming/finish', anna);
});

it('splits a show over midnight between its two days and reports quiet days as zeros', async () => {
  const carmen = await idOf(app, 'performer', 'carmen');
  const id = newId();
  await app.ctx.db.query(
    `INSERT INTO streams (id, performer_id, type, session_id, status, started_at, ended_at, peak_viewers)
     VALUES ($1, $2, 'public', $3, 'ended', '2020-03-01T23:30:00Z', '2020-03-02T00:45:00Z', 7)`,
    [id, carmen, `stats-${id}`],
  );
  const report = data(await call(app, 'GET', '/admin/statistics?from=2020-03-01&to=2020-03-03', admin));
  expect(report.days.map((d: { day: string; liveMinutes: number; peakViewers: number }) => [d.day, d.liveMinutes, d.peakViewers])).toEqual([
    ['2020-03-01', 30, 7],
    ['2020-03-02', 45, 7],
    ['2020-03-03', 0, 0],
  ]);
  expect(report.totals).toMatchObject({ liveMinutes: 75, peakViewers: 7, tokensSold: 0, tokensSpent: 0 });
});

it('answers only an admin, and a clear 400 for a range that is not one', async () => {
  const member = await login(app, 'user', 'member');
  expect((await call(app, 'GET', around(), member)).statusCode).toBe(403);
  expect((await call(app, 'GET', around())).statusCode).toBe(403); // signed out: the same refusal
  const refused = async (query: string) => {
    const res = await call(app, 'GET', `/admin/statistics?${query}`, admin);
    expect(res.statusCode).toBe(400);
    return res.json().message as string;
  };
  expect(await refused('from=2026-02-30&to=2026-03-02')).toBe('from is not a calendar day (YYYY-MM-DD)');
  expect(await refused('from=2026-03-02&to=2026-03-01')).toBe('The range ends before it starts');
  expect(await refused('from=2025-01-01&to=2026-01-02')).toBe('The range is longer than 366 days');
  await refused('from=1e309&to=2026-01-01');
  await refused('from=2026-01-01');
  expect(data(await call(app, 'GET', '/admin/statistics?from=2024-01-01&to=2024-12-31', admin)).days).toHaveLength(366);
});
