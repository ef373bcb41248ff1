// Test fixtures for the settings screens (imported by *.test.tsx only; not part of the bundle).
import type { MockApi } from '@platform/shared/mock';

/** A performer as GET /performers/me answers her (the fields these screens read). */
export const performer = {
  _id: 'p1',
  username: 'anna',
  name: 'Anna Rivers',
  firstName: 'Anna',
  lastName: 'Rivers',
  email: 'anna@demo.local',
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

export const member = { _id: 'u1', name: 'Member', firstName: 'Mem', lastName: 'Ber', username: 'member', email: 'member@demo.local', avatar: '' };

export const COUNTRIES = [
  { code: 'FR', name: 'France' },
  { code: 'DE', name: 'Germany' },
  { code: 'RU', name: 'Russia' },
  { code: 'US', name: 'United States' },
];

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
