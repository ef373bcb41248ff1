import { api } from '@platform/shared';
import { findPerformers, NO_FILTERS, withoutSelf } from './performers.resource';
import { makePerformer } from './performer.fixtures';

const a = makePerformer({ _id: 'a', username: 'a' });
const b = makePerformer({ _id: 'b', username: 'b' });

describe('withoutSelf', () => {
  it('drops the current performer and reduces the total by one', () => {
    expect(withoutSelf([a, b], 10, 'a')).toEqual({ items: [b], total: 9 });
  });

  it('leaves results alone when she is not among them or nobody is signed in', () => {
    expect(withoutSelf([a, b], 10, 'z')).toEqual({ items: [a, b], total: 10 });
    expect(withoutSelf([a, b], 10, null)).toEqual({ items: [a, b], total: 10 });
  });
});

describe('findPerformers', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks for live performers first, so a live performer is on the first page of the home', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue({ status: 0, data: { data: [a], total: 1 } } as never);
    await expect(findPerformers({ ...NO_FILTERS, q: ' anna ' }, 12, 12)).resolves.toEqual({ data: [a], total: 1 });
    expect(get).toHaveBeenCalledWith('/performers/search', { params: { limit: 12, offset: 12, sortBy: 'isStreaming', sort: 'desc', q: 'anna' } });
  });
});
