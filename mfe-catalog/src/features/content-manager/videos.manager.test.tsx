import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '@platform/shared/mock';
import type { Video } from '@platform/shared/contract';
import { BASE, renderManager, setupManager } from './test-utils';
import { deferred, fileOf, formOf, makeVideo, paged } from './manager.fixtures';

const SEARCH = `${BASE}/videos/search`;
const UPLOAD = `${BASE}/videos/upload`;
const platform = setupManager();
const api = () => platform.api();

const successToast = (text: string) => screen.findByText(text, { selector: '[data-type="success"]' });

async function fillNewVideo() {
  await userEvent.type(screen.getByLabelText('Title'), 'Salsa night');
  await userEvent.type(screen.getByLabelText('Description'), 'Dancing till dawn');
  await userEvent.selectOptions(screen.getByLabelText('Category'), 'cosplay');
  await userEvent.type(screen.getByLabelText('Tags'), 'dance, latin');
  await userEvent.type(screen.getByLabelText('Who appears in it'), 'Bella Stone');
  await userEvent.selectOptions(screen.getByLabelText('Status'), 'draft');
  await userEvent.selectOptions(screen.getByLabelText('Price'), 'paid');
  await userEvent.type(screen.getByLabelText('Price in tokens'), '25');
  await userEvent.upload(screen.getByLabelText('Video file'), fileOf('salsa.mp4', 'video/mp4'));
  await userEvent.upload(screen.getByLabelText('Thumbnail (optional)'), fileOf('salsa.png', 'image/png'));
}

describe('her video list', () => {
  it('lists her own videos in any status, with price and poster, from the performer endpoint', async () => {
    api().get(
      SEARCH,
      paged(
        [
          makeVideo({ _id: 'v1', title: 'Salsa night', status: 'draft', token: 20, isSaleVideo: true }),
          makeVideo({ _id: 'v2', title: 'Morning yoga', thumbnail: null }),
        ],
        30,
      ),
    );
    renderManager('/account/content/videos');
    const list = await screen.findByRole('region', { name: 'My videos' });
    expect(within(list).getByText('30 videos')).toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('Draft')).toBeInTheDocument();
    expect(within(cards[0]).getByText('20 tokens')).toBeInTheDocument();
    expect(within(cards[0]).getByRole('img', { name: 'Salsa night' })).toHaveAttribute('src', '/uploads/videos/thumbnails/v1.webp');
    expect(within(cards[1]).getByText('Active')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Free')).toBeInTheDocument();
    // no uploaded thumbnail: the poster taken from the video
    expect(within(cards[1]).getByRole('img', { name: 'Morning yoga' })).toHaveAttribute('src', '/uploads/previews/v2.jpg');
    expect(within(cards[0]).getByRole('link', { name: 'Edit Salsa night' })).toHaveAttribute('href', '/account/content/videos/v1/edit');
    expect(api().callsTo('GET', SEARCH)[0].params).toEqual({ limit: 12, offset: 0, sortBy: 'createdAt', sort: 'desc' });

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api().callsTo('GET', SEARCH).at(-1)?.params).toMatchObject({ offset: 12, limit: 12 }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('says when she has none yet and when the list fails', async () => {
    api().on('GET', SEARCH, reply(500, { statusCode: 500, message: 'Search is down' }), { times: 1 });
    renderManager('/account/content/videos');
    expect(await screen.findByText('Search is down')).toBeInTheDocument();
    api().get(SEARCH, paged([]));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No videos yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload video' })).toHaveAttribute('href', '/account/content/videos/new');
  });

  it('deletes a video only after she confirms, and it leaves the list', async () => {
    let videos: Video[] = [makeVideo({ _id: 'v1', title: 'Salsa night' }), makeVideo({ _id: 'v2', title: 'Morning yoga' })];
    api().get(SEARCH, () => paged(videos));
    api().delete(`${BASE}/videos/:id`, (req: { match: Record<string, string> }) => {
      videos = videos.filter((v) => v._id !== req.match.id);
      return { _id: req.match.id, deleted: true };
    });
    renderManager('/account/content/videos');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Salsa night' }));
    const confirm = screen.getByRole('group', { name: 'Confirm delete' });
    expect(confirm).toHaveTextContent('Delete this video?');
    expect(api().callsTo('DELETE', `${BASE}/videos/v1`)).toHaveLength(0);

    // "Keep it" steps back without deleting
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(api().callsTo('DELETE', `${BASE}/videos/v1`)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Salsa night' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Confirm delete' })).getByRole('button', { name: 'Yes, delete' }));
    expect(await successToast('Deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Salsa night')).not.toBeInTheDocument());
    expect(screen.getByText('Morning yoga')).toBeInTheDocument();
    expect(screen.getByText('1 video')).toBeInTheDocument();
    expect(api().callsTo('DELETE', `${BASE}/videos/v1`)).toHaveLength(1);
  });
});

describe('uploading a video', () => {
  it('sends the video, its thumbnail and the fields as multipart, shows progress, then the poster', async () => {
    const answer = deferred<Video>();
    api().post(UPLOAD, () => answer.promise);
    api().get(SEARCH, paged([]));
    renderManager('/account/content/videos/new');
    await fillNewVideo();
    await userEvent.click(screen.getByRole('button', { name: 'Upload video' }));

    expect(await screen.findByRole('progressbar', { name: 'Uploading video progress' })).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('button', { name: 'Cancel upload' })).toBeInTheDocument();
    const { fields, files } = formOf(api().callsTo('POST', UPLOAD)[0].body);
    expect(fields).toEqual({
      title: 'Salsa night',
      description: 'Dancing till dawn',
      status: 'draft',
      token: '25',
      isSaleVideo: 'true',
      theme: 'cosplay',
      tags: 'dance, latin',
      actresses: 'Bella Stone',
    });
    expect(files).toEqual({ video: 'salsa.mp4', thumbnail: 'salsa.png' });

    answer.resolve(makeVideo({ _id: 'v9', title: 'Salsa night', status: 'draft', thumbnail: null, poster: '/uploads/previews/v9.jpg' }));
    expect(await successToast('Video has been uploaded')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Poster of Salsa night' })).toHaveAttribute('src', '/uploads/previews/v9.jpg');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit video' })).toHaveAttribute('href', '/account/content/videos/v9/edit');
  });

  it('Cancel aborts the upload, says so and keeps what she typed', async () => {
    const abort = jest.spyOn(AbortController.prototype, 'abort');
    const answer = deferred<Video>();
    api().post(UPLOAD, () => answer.promise);
    renderManager('/account/content/videos/new');
    await fillNewVideo();
    await userEvent.click(screen.getByRole('button', { name: 'Upload video' }));
    await screen.findByRole('progressbar', { name: 'Uploading video progress' });
    expect(abort).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(abort).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('status')).toHaveTextContent('The upload was cancelled.');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Salsa night');
    expect(screen.getByLabelText('Price in tokens')).toHaveValue('25');
    expect(screen.getByRole('button', { name: 'Upload video' })).toBeEnabled();

    // the late answer of the aborted request changes nothing
    answer.resolve(makeVideo({ _id: 'v9' }));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText('Video has been uploaded')).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Upload video' })).toBeInTheDocument();
  });

  it('refuses a file that is not a video before sending anything', async () => {
    api().post(UPLOAD, makeVideo({ _id: 'v9' }));
    renderManager('/account/content/videos/new');
    await userEvent.type(screen.getByLabelText('Title'), 'Salsa night');
    await userEvent.upload(screen.getByLabelText('Video file'), fileOf('notes.pdf', 'application/pdf'), { applyAccept: false });
    expect(await screen.findByText('Upload an MP4, WebM or MOV video')).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Thumbnail (optional)'), fileOf('pic.gif', 'image/gif'), { applyAccept: false });
    expect(await screen.findByText('Upload a JPG, PNG or WEBP image')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload video' }));
    expect(api().callsTo('POST', UPLOAD)).toHaveLength(0);

    // without any file: the video is required
    await userEvent.upload(screen.getByLabelText('Video file'), [], { applyAccept: false });
    expect(await screen.findByText('Choose the video file')).toBeInTheDocument();
    expect(api().callsTo('POST', UPLOAD)).toHaveLength(0);
  });

  it('shows the server message and keeps everything for another try', async () => {
    api().on('POST', UPLOAD, reply(400, { statusCode: 400, message: [{ property: 'title', constraints: { maxLength: 'title is too long' } }] }), {
      times: 1,
    });
    renderManager('/account/content/videos/new');
    await fillNewVideo();
    await userEvent.click(screen.getByRole('button', { name: 'Upload video' }));
    expect(await screen.findByText('title is too long')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Salsa night');
    expect(screen.getByLabelText('Tags')).toHaveValue('dance, latin');

    api().post(UPLOAD, makeVideo({ _id: 'v9', title: 'Salsa night' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload video' }));
    expect(await successToast('Video has been uploaded')).toBeInTheDocument();
    expect(formOf(api().callsTo('POST', UPLOAD)[1].body).files).toEqual({ video: 'salsa.mp4', thumbnail: 'salsa.png' });
  });

  it('says "Request Entity Too Large" when the server refuses the size', async () => {
    api().post(UPLOAD, reply(413, { statusCode: 413, message: 'Request Entity Too Large' }));
    renderManager('/account/content/videos/new');
    await fillNewVideo();
    await userEvent.click(screen.getByRole('button', { name: 'Upload video' }));
    expect(await screen.findByText('Request Entity Too Large')).toBeInTheDocument();
  });
});

describe('editing a video', () => {
  it('starts from the saved video and saves the changes with PUT', async () => {
    api().get(`${BASE}/videos/v1/view`, makeVideo({ _id: 'v1', title: 'Salsa night', token: 20, isSaleVideo: true, tags: ['dance'] }));
    api().put(`${BASE}/videos/v1`, makeVideo({ _id: 'v1', title: 'Salsa night, live' }));
    api().get(SEARCH, paged([makeVideo({ _id: 'v1', title: 'Salsa night, live' })]));
    renderManager('/account/content/videos/v1/edit');
    const title = await screen.findByLabelText('Title');
    expect(title).toHaveValue('Salsa night');
    expect(screen.getByLabelText('Price in tokens')).toHaveValue('20');
    expect(screen.getByLabelText('Tags')).toHaveValue('dance');
    expect(screen.getByRole('img', { name: 'Poster of Salsa night' })).toBeInTheDocument();

    await userEvent.type(title, ', live');
    await userEvent.selectOptions(screen.getByLabelText('Price'), 'free');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await successToast('Updated successfully')).toBeInTheDocument();
    const { fields, files } = formOf(api().callsTo('PUT', `${BASE}/videos/v1`)[0].body);
    expect(fields).toMatchObject({ title: 'Salsa night, live', token: '0', isSaleVideo: 'false', tags: 'dance' });
    expect(files).toEqual({});
    expect(await screen.findByRole('region', { name: 'My videos' })).toHaveTextContent('Salsa night, live');
  });

  it('says when the video is not hers or gone', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    api().get(`${BASE}/videos/zz/view`, reply(404, { statusCode: 404, message: 'Video not found' }));
    renderManager('/account/content/videos/zz/edit');
    expect(await screen.findByText('This video was not found')).toBeInTheDocument();
  });
});
