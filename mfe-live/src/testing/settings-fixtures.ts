// Test fixtures of the performer's business settings (imported by *.test.tsx only; not part of the bundle).
import { ANNA, COUNTRIES, MEMBER, type MockApi } from '@platform/shared/mock';

const day = (start: string, end: string, closed = false) => ({ start, end, closed });

/** A performer as GET /performers/me answers her (the fields these screens read). */
export const performer = {
  ...ANNA,
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

export const member = MEMBER;

/** The reference lists the business settings read. */
export function mockReferenceData(api: MockApi): void {
  api.get('/settings/countries', COUNTRIES);
  api.get('/settings/timezones', ['America/New_York', 'Europe/Paris']);
  api.get('/settings/public', { optionForBroadcast: 'hls', optionForPrivate: 'webrtc', optionForGroup: 'hls' });
}
