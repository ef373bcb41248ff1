import { HLS_RENEW_S, TokenStore } from './tokens';

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

  it('binds a play token to the one HLS player that spends it, renewed by its fetches; nobody else plays with it', () => {
    let now = 1_000_000_000;
    const tokens = new TokenStore(() => now);
    const play = tokens.create('anna', 'play', now / 1000 + 60, 'user:u1');
    expect(play).toMatchObject({ streamId: 'anna', type: 'play', expireDate: now / 1000 + 60, roomId: '' });
    expect(tokens.useForHls(play.tokenId, 'bella', 'ip1|ua')).toBeUndefined();
    expect(tokens.useForHls(play.tokenId, 'anna', 'ip1|ua')).toMatchObject({ subscriberId: 'user:u1' });
    expect(tokens.useForHls(play.tokenId, 'anna', 'ip1|ua')).toBeDefined();
    expect(tokens.hlsSubscriber(play.tokenId, 'anna', 'ip1|ua')).toBe('user:u1');
    // the same token from another address or browser: refused, and no WebRTC play with it either
    expect(tokens.useForHls(play.tokenId, 'anna', 'ip2|ua')).toBeUndefined();
    expect(tokens.hlsSubscriber(play.tokenId, 'anna', 'ip2|ua')).toBeUndefined();
    expect(tokens.consume(play.tokenId, 'anna', 'play')).toBe(false);
    // fetching keeps it alive past its expiry; idle longer than HLS_RENEW_S, it ends
    for (let i = 0; i < 10; i++) {
      now += 20_000;
      expect(tokens.useForHls(play.tokenId, 'anna', 'ip1|ua')).toBeDefined();
    }
    now += (HLS_RENEW_S + 1) * 1000;
    expect(tokens.useForHls(play.tokenId, 'anna', 'ip1|ua')).toBeUndefined();
  });

  it('a play token spent on a WebRTC play is no HLS pass, and the end of the show revokes the rest', () => {
    const tokens = new TokenStore();
    const webrtc = tokens.create('anna', 'play', undefined, 'user:u1');
    expect(tokens.consume(webrtc.tokenId, 'anna', 'play')).toBe(true);
    expect(tokens.useForHls(webrtc.tokenId, 'anna', 'ip1|ua')).toBeUndefined();

    const unused = tokens.create('anna', 'play');
    const bound = tokens.create('anna', 'play');
    const other = tokens.create('bella', 'play');
    const publish = tokens.create('anna', 'publish');
    expect(tokens.useForHls(bound.tokenId, 'anna', 'ip1|ua')).toBeDefined();
    tokens.endShow('anna');
    expect(tokens.consume(unused.tokenId, 'anna', 'play')).toBe(false);
    expect(tokens.useForHls(bound.tokenId, 'anna', 'ip1|ua')).toBeUndefined();
    expect(tokens.consume(other.tokenId, 'bella', 'play')).toBe(true);
    expect(tokens.consume(publish.tokenId, 'anna', 'publish')).toBe(true);
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
