import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { STATISTICS_MAX_DAYS, StatisticsQuery, StatisticsReport, type DailyFigures } from '@platform/shared/contract';
import { guarded } from '../../core/auth';
import { badRequest } from '../../core/errors';
import { ok, okResponse } from '../../core/http';
import { dailyFigures } from './statistics.repository';

const DAY_MS = 86_400_000;

/** Milliseconds of a real calendar day (UTC), or a 400 naming the field: `2026-02-30` passes the pattern but is no day. */
function calendarDay(field: 'from' | 'to', value: string): number {
  const time = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) throw badRequest(`${field} is not a calendar day (YYYY-MM-DD)`);
  return time;
}

/** The range's sums; its peak is the highest day's. */
function totalsOf(days: DailyFigures[]): StatisticsReport['totals'] {
  const sum = (key: Exclude<keyof DailyFigures, 'day'>) => days.reduce((total, day) => total + day[key], 0);
  return {
    tokensSold: sum('tokensSold'),
    sales: Math.round(sum('sales') * 100) / 100,
    tokensSpent: sum('tokensSpent'),
    platform: sum('platform'),
    performers: sum('performers'),
    studios: sum('studios'),
    liveMinutes: Math.round(sum('liveMinutes') * 10) / 10,
    peakViewers: Math.max(0, ...days.map((day) => day.peakViewers)),
  };
}

/** The back office's statistics over a date range (mfe-admin's Statistics section charts them). */
export const statisticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.get(
    '/admin/statistics',
    guarded('admin', {
      tags: ['admin'],
      summary: `Admin: per UTC day, tokens sold and spent, their split, live minutes and peak viewers (at most ${STATISTICS_MAX_DAYS} days)`,
      querystring: StatisticsQuery,
      response: okResponse(StatisticsReport),
    }),
    async (req) => {
      const { from, to } = req.query;
      const days = (calendarDay('to', to) - calendarDay('from', from)) / DAY_MS + 1;
      if (days < 1) throw badRequest('The range ends before it starts');
      if (days > STATISTICS_MAX_DAYS) throw badRequest(`The range is longer than ${STATISTICS_MAX_DAYS} days`);
      const figures = await dailyFigures(ctx.db, from, to);
      return ok({ from, to, days: figures, totals: totalsOf(figures) });
    },
  );
};
