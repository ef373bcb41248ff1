import * as constants from './constants';
import { PRICE_OPTIONS, avatarOrDefault, backoffMs, defaultImageForStream, heightOptions, pageOffset, weightOptions } from './constants';

describe('business constants', () => {
  it('has the timings of the spec', () => {
    expect(constants).toMatchObject({
      REQUEST_TIMEOUT_MS: 30000,
      MAX_RETRIES: 3,
      TOAST_MS: 3000,
      NOTIFICATION_MS: 4500,
      CACHE_MS: 300000,
      LOADER_SHOW_DELAY_MS: 150,
      LOADER_IDLE_MS: 50,
      LOADER_MAX_MS: 2500,
      LOADER_MAX_IMAGES: 12,
      PAGE_SIZES: { streams: 10, messages: 25, relatedPerformers: 12, media: 120 },
    });
  });

  it('backs off exponentially with a 10 s cap', () => {
    expect([0, 1, 2, 3, 4, 5].map(backoffMs)).toEqual([1000, 2000, 4000, 8000, 10000, 10000]);
  });

  it('offers prices 15..50 in steps of 5', () => {
    expect(PRICE_OPTIONS).toEqual([15, 20, 25, 30, 35, 40, 45, 50]);
  });

  it('generates weights 99..318 lbs and heights 4\'0" .. 6\'11"', () => {
    const w = weightOptions();
    expect(w).toHaveLength(220);
    expect(w[0].label).toBe('99 lbs (45 kg)');
    expect(w[w.length - 1].label).toBe('318 lbs (143 kg)');
    const h = heightOptions();
    expect(h).toHaveLength(36);
    expect(h[0].label).toBe('4\'0" (122 cm)');
    expect(h[h.length - 1].label).toBe('6\'11" (211 cm)');
  });

  it('computes page offsets', () => {
    expect(pageOffset(1, 20)).toBe(0);
    expect(pageOffset(3, 20)).toBe(40);
  });
});

describe('defaultImageForStream', () => {
  it('maps stream kinds to default images', () => {
    expect(defaultImageForStream('private')).toBe('/private.png');
    expect(defaultImageForStream('offline')).toBe('/offline.png');
    expect(defaultImageForStream('group')).toBe('/group.png');
    expect(defaultImageForStream('public')).toBeNull();
  });

  it('lets site settings override each image', () => {
    const s = { defaultOfflineModelImage: '/o.jpg', defaultPrivateCallImage: '/p.jpg', defaultGroupChatImage: '/g.jpg' };
    expect(defaultImageForStream('offline', s)).toBe('/o.jpg');
    expect(defaultImageForStream('private', s)).toBe('/p.jpg');
    expect(defaultImageForStream('group', s)).toBe('/g.jpg');
    expect(defaultImageForStream('public', s)).toBeNull();
  });
});

describe('avatarOrDefault', () => {
  it('falls back per account kind', () => {
    expect(avatarOrDefault('', 'performer')).toBe('/no-avatar.png');
    expect(avatarOrDefault(null, 'user')).toBe('/default-user-icon.png');
    expect(avatarOrDefault('/a.jpg', 'user')).toBe('/a.jpg');
  });
});
