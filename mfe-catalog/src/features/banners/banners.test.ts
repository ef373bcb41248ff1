import { wideColumns } from './banners.component';

describe('banner columns on a wide screen', () => {
  it('puts up to five banners on one row', () => {
    expect([1, 2, 3, 4, 5].map(wideColumns)).toEqual([1, 2, 3, 4, 5]);
  });

  it('fills whole rows when the count allows it', () => {
    expect(wideColumns(6)).toBe(3);
    expect(wideColumns(8)).toBe(4);
    expect(wideColumns(9)).toBe(3);
    expect(wideColumns(12)).toBe(4);
  });
});
