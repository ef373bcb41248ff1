import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Gallery, Photo } from '@platform/shared/contract';
import type { MockRequest } from '@platform/shared/mock';
import { BASE, renderManager, setupManager } from './test-utils';
import { deferred, fileOf, formOf, makeGallery, makePhoto, paged } from './manager.fixtures';

const platform = setupManager();
const api = () => platform.api();
const PHOTOS = `${BASE}/photos/search`;
const UPLOAD = `${BASE}/photos/upload`;

const successToast = (text: string) => screen.findByText(text, { selector: '[data-type="success"]' });

/** Gallery g1 with its photos kept in `state.photos`: uploads add to it, deletes take from it. */
function serveGallery(photos: Photo[], gallery: Partial<Gallery> = {}) {
  const state = { photos: [...photos] };
  api().get(`${BASE}/galleries/g1/view`, makeGallery({ _id: 'g1', name: 'Beach day', token: 30, isSale: true, ...gallery }));
  api().get(PHOTOS, (req: MockRequest) => paged(state.photos.filter((p) => p.galleryId === req.params.galleryId)));
  api().delete(`${BASE}/photos/:id`, (req: MockRequest) => {
    state.photos = state.photos.filter((p) => p._id !== req.match.id);
    return { _id: req.match.id, deleted: true };
  });
  return state;
}

it('creates a gallery with its price, then opens it to add photos', async () => {
  api().post(`${BASE}/galleries`, makeGallery({ _id: 'g1', name: 'Beach day', numOfItems: 0, coverPhoto: null }));
  serveGallery([], { numOfItems: 0, coverPhoto: null });
  renderManager('/account/content/galleries/new');

  await userEvent.click(screen.getByRole('button', { name: 'Create gallery' }));
  expect(screen.getByText('This field is required!')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Name'), 'Beach day');
  await userEvent.type(screen.getByLabelText('Description'), 'Sun and sand');
  await userEvent.selectOptions(screen.getByLabelText('Price'), 'paid');
  await userEvent.click(screen.getByRole('button', { name: 'Create gallery' }));
  expect(screen.getByText('This field is required!')).toBeInTheDocument();
  expect(api().callsTo('POST', `${BASE}/galleries`)).toHaveLength(0);
  await userEvent.type(screen.getByLabelText('Price in tokens'), '30');
  await userEvent.click(screen.getByRole('button', { name: 'Create gallery' }));

  expect(await successToast('Gallery has been created')).toBeInTheDocument();
  expect(api().callsTo('POST', `${BASE}/galleries`)[0].body).toEqual({
    name: 'Beach day',
    description: 'Sun and sand',
    status: 'active',
    token: 30,
    isSale: true,
  });
  expect(await screen.findByText('No photos in this gallery yet')).toBeInTheDocument();
  expect(screen.getByLabelText('Add photos')).toHaveAttribute('multiple');
});

it('adds several photos into the gallery, each with its progress, and refuses what is not an image', async () => {
  const state = serveGallery([]);
  const first = deferred<Photo>();
  let n = 0;
  api().post(UPLOAD, async (req: MockRequest) => {
    n += 1;
    const { fields, files } = formOf(req.body);
    const photo = makePhoto({ _id: `ph${n}`, galleryId: fields.galleryId, title: files.photo.replace(/\.\w+$/, '') });
    if (n === 1) await first.promise;
    state.photos.push(photo);
    return photo;
  });
  renderManager('/account/content/galleries/g1/edit');
  expect(await screen.findByText('No photos in this gallery yet')).toBeInTheDocument();

  await userEvent.upload(
    screen.getByLabelText('Add photos'),
    [fileOf('sun.jpg', 'image/jpeg'), fileOf('cv.pdf', 'application/pdf'), fileOf('sea.webp', 'image/webp')],
    { applyAccept: false },
  );
  const uploads = screen.getByRole('list', { name: 'Photo uploads' });
  expect(await within(uploads).findByRole('progressbar', { name: 'Uploading sun.jpg progress' })).toBeInTheDocument();
  expect(within(uploads).getByText('cv.pdf: Not sent — Upload a JPG, PNG or WEBP image')).toBeInTheDocument();
  expect(within(uploads).getByText('sea.webp: Waiting')).toBeInTheDocument();

  first.resolve(makePhoto({ _id: 'ignored' }));
  expect(await successToast('2 photos have been uploaded')).toBeInTheDocument();
  expect(within(uploads).getByText('sun.jpg: Uploaded')).toBeInTheDocument();
  expect(within(uploads).getByText('sea.webp: Uploaded')).toBeInTheDocument();

  const calls = api().callsTo('POST', UPLOAD);
  expect(calls).toHaveLength(2);
  expect(calls.map((c) => formOf(c.body))).toEqual([
    { fields: { galleryId: 'g1' }, files: { photo: 'sun.jpg' } },
    { fields: { galleryId: 'g1' }, files: { photo: 'sea.webp' } },
  ]);
  // the gallery's photos are fetched again
  const tiles = await screen.findByRole('list', { name: 'Gallery photos' });
  expect(within(tiles).getByRole('img', { name: 'sun' })).toBeInTheDocument();
  expect(within(tiles).getByRole('img', { name: 'sea' })).toBeInTheDocument();
});

it('Cancel stops the photo being sent and the ones after it', async () => {
  serveGallery([]);
  const abort = jest.spyOn(AbortController.prototype, 'abort');
  const never = deferred<Photo>();
  api().post(UPLOAD, () => never.promise);
  renderManager('/account/content/galleries/g1/edit');
  await screen.findByText('No photos in this gallery yet');
  await userEvent.upload(screen.getByLabelText('Add photos'), [fileOf('sun.jpg', 'image/jpeg'), fileOf('sea.png', 'image/png')]);
  await screen.findByRole('progressbar', { name: 'Uploading sun.jpg progress' });

  await userEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
  expect(abort).toHaveBeenCalled();
  expect(await screen.findByText('The upload was cancelled.')).toBeInTheDocument();
  expect(screen.getByText('sun.jpg: Cancelled')).toBeInTheDocument();
  expect(screen.getByText('sea.png: Cancelled')).toBeInTheDocument();
  expect(api().callsTo('POST', UPLOAD)).toHaveLength(1);
});

it('removes a photo after she confirms', async () => {
  serveGallery([makePhoto({ _id: 'ph1', title: 'Sunset' }), makePhoto({ _id: 'ph2', title: 'Waves' })]);
  renderManager('/account/content/galleries/g1/edit');
  await userEvent.click(await screen.findByRole('button', { name: 'Remove Sunset' }));
  expect(screen.getByRole('group', { name: 'Confirm remove' })).toHaveTextContent('Remove this photo?');
  expect(api().callsTo('DELETE', `${BASE}/photos/ph1`)).toHaveLength(0);
  await userEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));

  expect(await successToast('Deleted successfully')).toBeInTheDocument();
  expect(api().callsTo('DELETE', `${BASE}/photos/ph1`)).toHaveLength(1);
  await waitFor(() => expect(screen.queryByRole('img', { name: 'Sunset' })).not.toBeInTheDocument());
  expect(screen.getByRole('img', { name: 'Waves' })).toBeInTheDocument();
});

it('edits the gallery and picks its cover among its photos', async () => {
  // the cover is ph1's picture
  serveGallery([makePhoto({ _id: 'ph1', title: 'Sunset' }), makePhoto({ _id: 'ph2', title: 'Waves' })], {
    coverPhoto: { thumbnails: ['/uploads/photos/ph1-s.webp', '/uploads/photos/ph1-m.webp'] },
  });
  api().put(`${BASE}/galleries/g1`, makeGallery({ _id: 'g1', name: 'Beach days' }));
  api().get(`${BASE}/galleries/search`, paged([makeGallery({ _id: 'g1', name: 'Beach days' })]));
  renderManager('/account/content/galleries/g1/edit');

  const tiles = await screen.findByRole('list', { name: 'Gallery photos' });
  expect(within(within(tiles).getAllByRole('listitem')[0]).getByText('Cover')).toBeInTheDocument();
  expect(within(within(tiles).getAllByRole('listitem')[1]).queryByText('Cover')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Price in tokens')).toHaveValue('30');

  await userEvent.type(screen.getByLabelText('Name'), 's');
  await userEvent.selectOptions(screen.getByLabelText('Cover photo'), 'Waves');
  await userEvent.selectOptions(screen.getByLabelText('Status'), 'draft');
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(await successToast('Updated successfully')).toBeInTheDocument();
  expect(api().callsTo('PUT', `${BASE}/galleries/g1`)[0].body).toEqual({
    name: 'Beach days',
    description: '',
    status: 'draft',
    token: 30,
    isSale: true,
    coverPhotoId: 'ph2',
  });
  // back on the list, refetched: more than findBy's 1 s default on a loaded 2-core machine
  expect(await screen.findByRole('region', { name: 'My galleries' }, { timeout: 5000 })).toHaveTextContent('Beach days');
});
