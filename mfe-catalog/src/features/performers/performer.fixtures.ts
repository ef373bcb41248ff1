import type { Performer, PerformerDetails } from '@platform/shared/contract';

/** Test data shaped like GET /performers/search items. */
export function makePerformer(overrides: Partial<Performer> & { _id: string; username: string }): Performer {
  return {
    avatar: `/uploads/avatars/${overrides.username}.jpg`,
    name: overrides.username[0].toUpperCase() + overrides.username.slice(1),
    gender: 'female',
    languages: ['English'],
    tags: [],
    streamingStatus: 'offline',
    streamingTitle: '',
    aboutMe: '',
    isFavorite: false,
    isBlocked: false,
    isStreaming: false,
    isOnline: false,
    watching: 0,
    lastStreamingTime: null,
    privateCallPrice: 20,
    groupCallPrice: 15,
    categoryIds: [],
    categories: [],
    stats: {
      views: 0,
      favorites: 0,
      totalVideos: 0,
      totalPhotos: 0,
      totalGalleries: 0,
      totalProducts: 0,
      totalStreamTime: 0,
      totalTokenEarned: 0,
    },
    dateOfBirth: null,
    offlineAt: null,
    ...overrides,
  };
}

export function makeDetails(overrides: Partial<PerformerDetails> & { _id: string; username: string }): PerformerDetails {
  const closed = { start: '', end: '', closed: true };
  return {
    ...makePerformer(overrides),
    country: 'Spain',
    city: 'Madrid',
    schedule: {
      mon: { start: '18:00', end: '23:00', closed: false },
      tue: closed,
      wed: closed,
      thu: closed,
      fri: closed,
      sat: closed,
      sun: closed,
    },
    timezone: 'Europe/Madrid',
    height: '',
    weight: '',
    bio: '',
    eyes: '',
    hair: '',
    ethnicity: '',
    createdAt: '2024-01-01T00:00:00.000Z',
    verified: true,
    socials: {},
    maxParticipantsAllowed: 10,
    ...overrides,
  };
}
