import { mockApi, reply, type MockApi } from '@platform/shared/mock';
import { searchMedia, type MediaSearchParams } from './media.resource';
import { makeMedia } from './media.fixtures';

const PARAMS: MediaSearchParams = { limit: 120, offset: 0, sortBy: 'createdAt', sort: 'desc', search: 'anna' };
let server: MockApi;

beforeEach(() => {
  server = mockApi();
});
afterEach(() => server.restore());

it('passes the signal and answers the page when nothing aborts it', async () => {
  server.get('/media', { data: [makeMedia({ _id: 'm1' })], total: 1 });
  const page = await searchMedia(PARAMS, new AbortController().signal);
  expect(page.total).toBe(1);
  expect(page.data[0]._id).toBe('m1');
  expect(server.callsTo('GET', '/media')[0].params).toEqual(PARAMS);
});

it('an aborted search gives an empty list, not an error', async () => {
  const controller = new AbortController();
  server.get('/media', () => {
    controller.abort(); // a newer query replaced this one while it was on its way
    return { data: [makeMedia({ _id: 'm1' })], total: 1 };
  });
  await expect(searchMedia(PARAMS, controller.signal)).resolves.toEqual({ data: [], total: 0 });
});

it('a search aborted before it starts gives an empty list too', async () => {
  const controller = new AbortController();
  controller.abort();
  server.get('/media', { data: [makeMedia({ _id: 'm1' })], total: 1 });
  await expect(searchMedia(PARAMS, controller.signal)).resolves.toEqual({ data: [], total: 0 });
});

it('any other failure is still an error', async () => {
  server.get('/media', reply(500, { statusCode: 500, message: 'Media service is down' }));
  await expect(searchMedia(PARAMS, new AbortController().signal)).rejects.toMatchObject({ message: 'Media service is down' });
});
