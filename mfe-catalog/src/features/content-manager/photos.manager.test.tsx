import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BASE, renderManager, setupManager } from './test-utils';
import { fileOf, formOf, makeGallery, makePhoto, paged } from './manager.fixtures';

const platform = setupManager();
const api = () => platform.api();
const UPLOAD = `${BASE}/photos/upload`;
const successToast = (text: string) => screen.findByText(text, { selector: '[data-type="success"]' });

it('uploads a photo into one of her galleries', async () => {
  api().get(`${BASE}/galleries/search`, paged([makeGallery({ _id: 'g1', name: 'Beach day' }), makeGallery({ _id: 'g2', name: 'Manager' })]));
  api().post(UPLOAD, makePhoto({ _id: 'ph9', title: 'Sunset', galleryId: 'g2' }));
  api().get(`${BASE}/photos/search`, paged([makePhoto({ _id: 'ph9', title: 'Sunset', galleryId: 'g2' })]));
  renderManager('/account/content/photos/new');

  await userEvent.click(screen.getByRole('button', { name: 'Upload photo' }));
  expect(screen.getByText('Choose a photo')).toBeInTheDocument();
  await userEvent.upload(screen.getByLabelText('Photo'), fileOf('sunset.jpg', 'image/jpeg'));
  await userEvent.type(screen.getByLabelText('Title'), 'Sunset');
  await userEvent.selectOptions(await screen.findByLabelText('Gallery'), 'Manager');
  await userEvent.click(screen.getByRole('button', { name: 'Upload photo' }));

  expect(await successToast('Photo has been uploaded')).toBeInTheDocument();
  const { fields, files } = formOf(api().callsTo('POST', UPLOAD)[0].body);
  expect(fields).toEqual({ title: 'Sunset', description: '', galleryId: 'g2', status: 'active', token: '0', isSale: 'false' });
  expect(files).toEqual({ photo: 'sunset.jpg' });
  const list = await screen.findByRole('region', { name: 'My photos' });
  expect(within(list).getByText('In a gallery')).toBeInTheDocument();
});
