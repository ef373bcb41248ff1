import '../../testing/mock-live-modules';
import { waitFor } from '@testing-library/react';
import { resetLive, setupLiveApi } from '../../testing/live-test-setup';
import { annaRoomRead, mockAnnaRoom } from '../../testing/room-fixtures';

// The player's chunk counts as asked for once its module is evaluated (the import() of hls-session.ts).
const mockPlayerChunk = { asked: 0 };
jest.mock('../media/hls-session', () => {
  mockPlayerChunk.asked += 1;
  return jest.requireActual<typeof import('../media/hls-session')>('../media/hls-session');
});

// A cold open of her room whose state is slow to come: the room's code is evaluated with the page at her address.
const api = setupLiveApi();
mockAnnaRoom(api, 'public');
let answerRoom: () => void = () => undefined;
const roomAnswered = new Promise<void>((resolve) => (answerRoom = resolve));
api.get('/streaming/room/anna', async () => {
  await roomAnswered;
  return annaRoomRead('public');
});
window.history.replaceState(null, '', '/live/anna');
jest.requireActual<typeof import('../../routes')>('../../routes');

afterAll(() => {
  answerRoom();
  window.history.replaceState(null, '', '/');
  resetLive(api);
});

it('asks for the player’s chunk beside her room’s state, not after its answer', async () => {
  await waitFor(() => expect(api.callsTo('GET', '/streaming/room/anna')).toHaveLength(1));
  // her room has not answered yet
  await waitFor(() => expect(mockPlayerChunk.asked).toBe(1));
  answerRoom();
  await waitFor(() => expect(api.callsTo('GET', '/streaming/webrtc/config')).toHaveLength(1));
  expect(mockPlayerChunk.asked).toBe(1);
});
