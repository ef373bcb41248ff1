import { TokenStore } from './tokens';

describe('TokenStore', () => {
  it('accepts a publish or play token once, for its own stream and type only', () => {
    const tokens = new TokenStore();
    const publish = tokens.create('anna', 'publish');
    expect(tokens.consume(publish.tokenId, 'bella', 'publish')).toBe(false);
    expect(tokens.consume(publish.tokenId, 'anna', 'play')).toBe(false);
    expect(tokens.consume(publish.tokenId, 'anna', 'publish')).toBe(true);
    expect(tokens.consume(publish.tokenId, 'anna', 'publish')).toBe(false);
    expect(tokens.consume('', 'anna', 'publish')).toBe(false);
    expect(tokens.consume(undefined, 'anna', 'publish')).toBe(false);
  });

  it('lets HLS reuse a play token until it expires', () => {
    let now = 1_000_000_000;
    const tokens = new TokenStore(() => now);
    const play = tokens.create('anna', 'play', now / 1000 + 60);
    expect(play).toMatchObject({ streamId: 'anna', type: 'play', expireDate: now / 1000 + 60, roomId: '' });
    expect(tokens.consume(play.tokenId, 'anna', 'play')).toBe(true);
    expect(tokens.allowsHls(play.tokenId, 'anna')).toBe(true);
    expect(tokens.allowsHls(play.tokenId, 'anna')).toBe(true);
    expect(tokens.allowsHls(play.tokenId, 'bella')).toBe(false);
    now += 61_000;
    expect(tokens.allowsHls(play.tokenId, 'anna')).toBe(false);
  });

  it('refuses an expired token and defaults the lifetime to an hour', () => {
    let now = 2_000_000_000;
    const tokens = new TokenStore(() => now);
    const token = tokens.create('anna', 'publish');
    expect(token.expireDate).toBe(now / 1000 + 3600);
    now += 3601_000;
    expect(tokens.consume(token.tokenId, 'anna', 'publish')).toBe(false);
  });
});
