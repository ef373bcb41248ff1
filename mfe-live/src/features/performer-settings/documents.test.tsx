import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply, signedInAs } from '@platform/shared/mock';
import { performer } from '../../testing/settings-fixtures';
import { renderRoute, setupPlatform } from '../../testing/settings-test-utils';

const platform = setupPlatform();

function deferred<T>() {
  let resolve: (v: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const doc = (type: string, originalName: string) => ({ _id: 'd1', type, originalName, mimeType: 'application/pdf', size: 4 });

describe('documents', () => {
  it('uploads the verification document with its type, showing progress, then names the file', async () => {
    signedInAs('performer', performer as never);
    const answer = deferred<unknown>();
    platform.api().post('/performers/documents/upload', () => answer.promise);
    renderRoute('/account/performer/documents');
    expect(screen.getByText(/A file is on record; uploading replaces it\./)).toBeInTheDocument(); // her photo ID

    await userEvent.upload(screen.getByLabelText('Verification document'), new File(['%PDF'], 'passport.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('progressbar', { name: 'Uploading verification document progress' })).toBeInTheDocument();
    const body = platform.api().callsTo('POST', '/performers/documents/upload')[0].body as FormData;
    expect((body.get('file') as File).name).toBe('passport.pdf');
    expect(body.get('type')).toBe('documentVerification');

    answer.resolve(doc('documentVerification', 'passport.pdf'));
    expect(await screen.findByText('Verification document received: passport.pdf.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('the release form goes to its own endpoint; Cancel aborts it and a late answer changes nothing', async () => {
    signedInAs('performer', performer as never);
    const abort = jest.spyOn(AbortController.prototype, 'abort');
    const answer = deferred<unknown>();
    platform.api().post('/performers/release-form/upload', () => answer.promise);
    renderRoute('/account/performer/documents');

    await userEvent.upload(screen.getByLabelText('Release form'), new File(['%PDF'], 'release.pdf', { type: 'application/pdf' }));
    await screen.findByRole('progressbar', { name: 'Uploading release form progress' });
    const body = platform.api().callsTo('POST', '/performers/release-form/upload')[0].body as FormData;
    expect((body.get('file') as File).name).toBe('release.pdf');
    expect(abort).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(abort).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('The upload was cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Release form')).toBeEnabled();

    answer.resolve(doc('releaseForm', 'release.pdf'));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText(/Release form received/)).not.toBeInTheDocument();
    abort.mockRestore();
  });

  it('refuses a file of the wrong kind before uploading, and shows the server refusal', async () => {
    signedInAs('performer', performer as never);
    platform.api().post('/performers/documents/upload', reply(413, { statusCode: 413, message: 'too big' }));
    renderRoute('/account/performer/documents');
    await userEvent.upload(screen.getByLabelText('Photo ID'), new File(['x'], 'id.exe', { type: 'application/x-msdownload' }), {
      applyAccept: false,
    });
    expect(await screen.findByText('Upload a JPG, PNG, GIF, WEBP or PDF file')).toBeInTheDocument();
    expect(platform.api().callsTo('POST', '/performers/documents/upload')).toHaveLength(0);

    await userEvent.upload(screen.getByLabelText('Photo ID'), new File(['%PDF'], 'id.pdf', { type: 'application/pdf' }));
    expect(await screen.findAllByText('Request Entity Too Large')).not.toHaveLength(0);
    expect((platform.api().callsTo('POST', '/performers/documents/upload')[0].body as FormData).get('type')).toBe('idVerification');
  });
});
