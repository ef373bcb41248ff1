import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders, resetPlatform, type MockApi } from '@platform/shared/mock';
import type { EncoderSettings as Settings } from '@platform/shared/contract';
import { EncoderSettings } from './encoder-settings.component';

const settings: Settings = { whipPath: '/WebRTCAppEE/whip', whipToken: 'whip_old', rtmpUrl: 'rtmp://127.0.0.1:1935/live', rtmpKey: 'rtmp_old' };
let api: MockApi;

beforeEach(() => {
  api = mockApi();
  api.get('/streaming/encoder', settings);
  api.post('/streaming/encoder/rtmp/rotate', { ...settings, rtmpKey: 'rtmp_new' });
});
afterEach(() => {
  api.restore();
  resetPlatform();
});

describe('encoder settings on /live', () => {
  it('shows the WHIP URL on this origin with its token and the RTMP server with its key, and copies them', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EncoderSettings />);
    const whip = await screen.findByRole('group', { name: 'WHIP (OBS 30 and later)' });
    expect(within(whip).getByLabelText('WHIP server URL', { exact: true })).toHaveValue(`${window.location.origin}/WebRTCAppEE/whip`);
    expect(within(whip).getByLabelText('Bearer token', { exact: true })).toHaveValue('whip_old');
    const rtmp = screen.getByRole('group', { name: 'RTMP (any encoder)' });
    expect(within(rtmp).getByLabelText('RTMP server URL', { exact: true })).toHaveValue('rtmp://127.0.0.1:1935/live');

    await user.click(within(rtmp).getByRole('button', { name: 'Copy Stream key' }));
    expect(await navigator.clipboard.readText()).toBe('rtmp_old');
    expect(await screen.findByText('Stream key copied.')).toBeInTheDocument();
  });

  it('makes a new stream key only after the confirm, and shows it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EncoderSettings />);
    const rtmp = await screen.findByRole('group', { name: 'RTMP (any encoder)' });
    await user.click(within(rtmp).getByRole('button', { name: 'New stream key' }));
    const dialog = screen.getByRole('dialog', { name: 'Make a new stream key?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.click(within(rtmp).getByRole('button', { name: 'New stream key' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Make a new stream key?' })).getByRole('button', { name: 'Make a new key' }));
    await waitFor(() => expect(within(rtmp).getByLabelText('Stream key', { exact: true })).toHaveValue('rtmp_new'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/streaming/encoder/rtmp/rotate']);
  });
});
