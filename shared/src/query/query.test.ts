import { bus, SIGNED_OUT } from '../bus';
import { accountKeys, getPublicSettings, getPerformerDetails, performerKeys } from '../api';
import { loadCurrentAccount } from '../auth';
import { evaluatedAgain } from '../bus/evaluated-again.test-helpers';
import { mockApi, reply, type MockApi } from '../mock';
import { session } from '../session';
import { recordingSocket } from '../socket/recording-socket.test-helpers';
import { createQueryClient, queryClient, startCacheSync } from '.';

const { handlers, fakeSocket, emit } = recordingSocket();
jest.mock('../socket', () => ({ getSocket: () => fakeSocket }));

let mock: MockApi;
let stop: () => void = () => undefined;
beforeEach(() => {
  mock = mockApi();
});
afterEach(() => {
  stop();
  mock.restore();
  bus.auth.set(SIGNED_OUT);
  bus.balance.set(null);
  handlers.clear();
  jest.clearAllMocks();
});

describe('the page query client', () => {
  it('is one per page, kept on globalThis', () => {
    expect(globalThis.__PLATFORM_QUERY_CLIENT__).toBe(queryClient);
    const second = evaluatedAgain<typeof import('.')>(() => require('.'));
    expect(second.queryClient).toBe(queryClient);
  });

  it('does not retry a failed query itself (the API client already retries network failures)', async () => {
    const client = createQueryClient();
    const load = jest.fn().mockRejectedValue(new Error('down'));
    await expect(client.fetchQuery({ queryKey: ['x'], queryFn: load })).rejects.toThrow('down');
    expect(load).toHaveBeenCalledTimes(1);
    expect(client.getDefaultOptions().queries).toMatchObject({ retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false });
  });
});

describe('@platform/shared/mock', () => {
  it('lets a test fill the cache…', async () => {
    mock.get('/settings/public', { siteName: 'Cams' });
    await getPublicSettings();
    expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(0);
  });

  it('…and the next test starts with an empty one', () => {
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('startCacheSync', () => {
  it('keeps the cached current account equal to bus.auth and bus.balance', () => {
    stop = startCacheSync();
    expect(startCacheSync()).toBe(stop);
    bus.auth.set({ status: 'signed-in', role: 'user', user: { _id: 'u1', username: 'member', balance: 5 } as never });
    expect(queryClient.getQueryData(accountKeys.current('user'))).toMatchObject({ _id: 'u1', username: 'member' });

    bus.balance.set(720);
    expect(queryClient.getQueryData(accountKeys.current('user'))).toMatchObject({ username: 'member', balance: 720 });

    // A saved profile is published on bus.auth: the cache follows.
    bus.auth.set({ status: 'signed-in', role: 'user', user: { _id: 'u1', username: 'renamed', balance: 720 } as never });
    expect(queryClient.getQueryData(accountKeys.current('user'))).toMatchObject({ username: 'renamed' });

    bus.auth.set(SIGNED_OUT);
    expect(queryClient.getQueryData(accountKeys.current('user'))).toBeUndefined();
  });

  it('lets the session restore publish signed-in or signed-out while the account cache follows', async () => {
    stop = startCacheSync();
    session.set('tok', 'user');
    mock.get('/users/me', { _id: 'u1', username: 'member', balance: 5 });
    await expect(loadCurrentAccount()).resolves.toMatchObject({ status: 'signed-in', role: 'user' });
    expect(queryClient.getQueryData(accountKeys.current('user'))).toMatchObject({ username: 'member' });

    mock.get('/users/me', reply(403, { statusCode: 403, message: 'Forbidden resource' }));
    await expect(loadCurrentAccount()).resolves.toEqual({ status: 'signed-out' });
    expect(queryClient.getQueryData(accountKeys.current('user'))).toBeUndefined();
    expect(session.get()).toBeNull();
  });

  it("updates a cached performer's streaming status from modelUpdateStreamingStatus, listening only once one is cached", async () => {
    stop = startCacheSync();
    expect(fakeSocket.on).not.toHaveBeenCalled();
    mock.get('/performers/anna/view', { _id: 'p1', username: 'anna', streamingStatus: 'offline', isStreaming: false });
    await getPerformerDetails('anna');
    expect(fakeSocket.on).toHaveBeenCalledWith('modelUpdateStreamingStatus', expect.any(Function));

    emit('modelUpdateStreamingStatus', { id: 'p1', status: 'public', performer: { _id: 'p1', isStreaming: true } });
    expect(queryClient.getQueryData(performerKeys.details('anna'))).toMatchObject({ streamingStatus: 'public', isStreaming: true });
    emit('modelUpdateStreamingStatus', { id: 'someone-else', status: 'private', performer: { _id: 'someone-else' } });
    expect(queryClient.getQueryData(performerKeys.details('anna'))).toMatchObject({ streamingStatus: 'public' });

    stop();
    expect(handlers.get('modelUpdateStreamingStatus')?.size).toBe(0);
  });

  it('reuses a performer for a minute, and a failure is asked again', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mock.on('GET', '/performers/anna/view', reply(500, { statusCode: 500, message: 'down' }), { times: 1 });
    await expect(getPerformerDetails('anna')).rejects.toMatchObject({ statusCode: 500 });
    mock.get('/performers/anna/view', { _id: 'p1', username: 'anna' });
    await expect(getPerformerDetails('anna')).resolves.toMatchObject({ username: 'anna' });
    await getPerformerDetails('anna');
    expect(mock.callsTo('GET', '/performers/anna/view')).toHaveLength(2);
    jest.restoreAllMocks();
  });
});
