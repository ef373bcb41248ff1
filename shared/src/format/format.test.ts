import {
  addDays,
  ageFromBirthDate,
  dailySeries,
  dayLabel,
  daysBetween,
  formatCount,
  formatDate,
  isoDay,
  lastDays,
  MAX_SERIES_DAYS,
  parseDay,
  rangeParams,
} from '.';

describe('formatCount', () => {
  it('shows counts above 9999 as 9999+', () => {
    expect(formatCount(9999)).toBe('9999');
    expect(formatCount(10000)).toBe('9999+');
    expect(formatCount(0)).toBe('0');
    expect(formatCount(undefined)).toBe('0');
  });
});

describe('formatDate', () => {
  it('defaults to DD/MM/YYYY HH:mm:ss', () => {
    expect(formatDate(new Date(2024, 1, 3, 4, 5, 6))).toBe('03/02/2024 04:05:06');
  });
  it('accepts a format and tolerates empty or invalid input', () => {
    expect(formatDate(new Date(2024, 11, 31), 'YYYY-MM-DD')).toBe('2024-12-31');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('ageFromBirthDate', () => {
  it('counts whole years', () => {
    const now = new Date(2024, 5, 15);
    expect(ageFromBirthDate(new Date(2000, 5, 15), now)).toBe(24);
    expect(ageFromBirthDate(new Date(2000, 5, 16), now)).toBe(23);
    expect(ageFromBirthDate(null, now)).toBe(0);
  });
});

describe('date ranges', () => {
  it('reads and writes local calendar days', () => {
    expect(isoDay(new Date(2025, 2, 1, 23, 59))).toBe('2025-03-01');
    expect(parseDay('2025-03-01')).toEqual(new Date(2025, 2, 1));
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(daysBetween('2025-02-27', '2025-03-01')).toEqual(['2025-02-27', '2025-02-28', '2025-03-01']);
    expect(daysBetween('2025-03-02', '2025-03-01')).toEqual([]);
    expect(dayLabel('2025-03-01')).toBe('01/03/2025');
  });

  it('gives the last n days including today, and leaves open ends out of the query', () => {
    expect(lastDays(30, new Date(2025, 2, 30))).toEqual({ fromDate: '2025-03-01', toDate: '2025-03-30' });
    expect(rangeParams({ fromDate: '2025-03-01', toDate: '' })).toEqual({ fromDate: '2025-03-01' });
    expect(rangeParams({ fromDate: '', toDate: '' })).toEqual({});
  });
});

describe('dailySeries', () => {
  const local = (d: number, h: number) => new Date(2025, 2, d, h).toISOString();
  const earnings = [
    { createdAt: local(2, 9), netPrice: 10 },
    { createdAt: local(2, 23), netPrice: 5 },
    { createdAt: local(4, 1), netPrice: 7 },
    { createdAt: 'not a date', netPrice: 99 },
  ];
  const pick = (e: (typeof earnings)[number]) => ({ at: e.createdAt, amount: e.netPrice });

  it('sums the amounts per local day over the whole range, days without entries at 0', () => {
    expect(dailySeries(earnings, { fromDate: '2025-03-01', toDate: '2025-03-05' }, pick)).toEqual([
      { key: '2025-03-01', label: '01/03/2025', value: 0 },
      { key: '2025-03-02', label: '02/03/2025', value: 15 },
      { key: '2025-03-03', label: '03/03/2025', value: 0 },
      { key: '2025-03-04', label: '04/03/2025', value: 7 },
      { key: '2025-03-05', label: '05/03/2025', value: 0 },
    ]);
    expect(dailySeries([], { fromDate: '2025-03-05', toDate: '2025-03-01' }, pick)).toEqual([]);
  });

  it('starts an open range at the first entry and ends it today; keeps at most a year of days', () => {
    const open = dailySeries(earnings, { fromDate: '', toDate: '' }, pick, new Date(2025, 2, 5, 12));
    expect(open.map((p) => p.key)).toEqual(['2025-03-02', '2025-03-03', '2025-03-04', '2025-03-05']);
    const long = dailySeries([], { fromDate: '2020-01-01', toDate: '2025-03-05' }, pick);
    expect(long).toHaveLength(MAX_SERIES_DAYS);
    expect(long[long.length - 1].key).toBe('2025-03-05');
  });
});
