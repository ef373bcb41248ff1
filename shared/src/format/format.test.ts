import { ageFromBirthDate, formatCount, formatDate } from '.';

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
