import { withoutSelf } from './performers.resource';
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
