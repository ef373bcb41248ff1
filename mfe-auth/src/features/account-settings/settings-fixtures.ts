// Test fixtures for the settings screens (imported by *.test.tsx only; not part of the bundle).
import { ANNA, COUNTRIES, MEMBER, type MockApi } from '@platform/shared/mock';

/** A performer as GET /performers/me answers her (the fields these screens read). */
export const performer = {
  ...ANNA,
  phone: '',
  avatar: '',
  gender: 'female',
  dateOfBirth: '1995-01-01',
  height: '5\'6"',
  weight: '121 lbs',
  country: 'US',
  city: 'Miami',
  languages: ['English'],
  tags: ['dance', 'latin'],
  categoryIds: ['c1'],
  aboutMe: 'Sunny smile.',
  bankTransferOption: null,
  directDeposit: null,
  paxum: { email: 'anna@paxum.example' },
  bitpay: null,
};

export const member = MEMBER;

/** The reference lists her profile reads. */
export function mockReferenceData(api: MockApi): void {
  api.get('/settings/countries', COUNTRIES);
  api.get('/languages/list', [
    { code: 'en', name: 'English' },
    { code: 'fr', name: 'French' },
    { code: 'de', name: 'German' },
  ]);
  api.get('/performer-categories', {
    data: [
      { _id: 'c1', name: 'Girls', slug: 'girls', ordering: 1, description: '' },
      { _id: 'c2', name: 'Couples', slug: 'couples', ordering: 2, description: '' },
    ],
    total: 2,
  });
}

/** YYYY-MM-DD of the day `years` years before today, moved by `days`. */
export function birthDate(years: number, days = 0): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
