// Test fixtures of the performer's business settings (imported by *.test.tsx only; not part of the bundle).
import type { MockApi } from '@platform/shared/mock';

const day = (start: string, end: string, closed = false) => ({ start, end, closed });

/** A performer as GET /performers/me answers her (the fields these screens read). */
export const performer = {
  _id: 'p1',
  username: 'anna',
  name: 'Anna Rivers',
  firstName: 'Anna',
  lastName: 'Rivers',
  email: 'anna@demo.local',
  avatar: '',
  privateCallPrice: 25,
  groupCallPrice: 15,
  maxParticipantsAllowed: 10,
  statusMessage: '',
  timezone: 'America/New_York',
  schedule: {
    mon: day('10:00', '18:00'),
    tue: day('10:00', '18:00'),
    wed: day('10:00', '18:00'),
    thu: day('10:00', '18:00'),
    fri: day('12:00', '02:00'),
    sat: day('', '', true),
    sun: day('', '', true),
  },
  documentVerification: null,
  idVerification: 'file-1',
  releaseForm: null,
};

export const member = { _id: 'u1', name: 'Member', firstName: 'Mem', lastName: 'Ber', username: 'member', email: 'member@demo.local', avatar: '' };

export const COUNTRIES = [
  { code: 'FR', name: 'France' },
  { code: 'DE', name: 'Germany' },
  { code: 'RU', name: 'Russia' },
  { code: 'US', name: 'United States' },
];

/** The reference lists the business settings read. */
export function mockReferenceData(api: MockApi): void {
  api.get('/settings/countries', COUNTRIES);
  api.get('/settings/timezones', ['America/New_York', 'Europe/Paris']);
  api.get('/settings/public', { optionForBroadcast: 'hls', optionForPrivate: 'webrtc', optionForGroup: 'hls' });
}
