import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BASE, renderManager, setupManager } from './test-utils';
import { fileOf, formOf, makeProduct, paged } from './manager.fixtures';

const platform = setupManager();
const api = () => platform.api();
const CREATE = `${BASE}/products`;
const successToast = (text: string) => screen.findByText(text, { selector: '[data-type="success"]' });

it('lists her products with type, stock and price', async () => {
  api().get(
    `${BASE}/products/search`,
    paged([
      makeProduct({ _id: 'pr1', name: 'Signed poster', type: 'physical', stock: 5, token: 40 }),
      makeProduct({ _id: 'pr2', name: 'Photo pack', status: 'draft' }),
    ]),
  );
  renderManager('/account/content/products');
  const cards = within(await screen.findByRole('region', { name: 'My products' })).getAllByRole('listitem');
  expect(within(cards[0]).getByText('Physical · 5 in stock')).toBeInTheDocument();
  expect(within(cards[0]).getByText('40 tokens')).toBeInTheDocument();
  expect(within(cards[1]).getByText('Digital')).toBeInTheDocument();
  expect(within(cards[1]).getByText('Draft')).toBeInTheDocument();
  expect(within(cards[1]).getByText('Free')).toBeInTheDocument();
});

it('a physical product needs its stock, and is sent without a file', async () => {
  api().post(CREATE, makeProduct({ _id: 'pr9', name: 'Signed poster', type: 'physical', stock: 3 }));
  api().get(`${BASE}/products/search`, paged([makeProduct({ _id: 'pr9', name: 'Signed poster', type: 'physical', stock: 3 })]));
  renderManager('/account/content/products/new');
  await userEvent.type(screen.getByLabelText('Name'), 'Signed poster');
  expect(screen.queryByLabelText('In stock')).not.toBeInTheDocument();
  await userEvent.selectOptions(screen.getByLabelText('Type'), 'physical');
  expect(screen.queryByLabelText('File buyers download')).not.toBeInTheDocument();
  await userEvent.selectOptions(screen.getByLabelText('Price'), 'paid');
  await userEvent.type(screen.getByLabelText('Price in tokens'), '40');

  await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
  const stock = screen.getByLabelText('In stock');
  expect(stock).toHaveAccessibleDescription('This field is required!');
  await userEvent.type(stock, 'a few');
  expect(stock).toHaveAccessibleDescription('Enter a whole number');
  expect(api().callsTo('POST', CREATE)).toHaveLength(0);

  await userEvent.clear(stock);
  await userEvent.type(stock, '3');
  await userEvent.upload(screen.getByLabelText('Image (optional)'), fileOf('poster.jpg', 'image/jpeg'));
  await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
  expect(await successToast('Product has been created')).toBeInTheDocument();
  const { fields, files } = formOf(api().callsTo('POST', CREATE)[0].body);
  expect(fields).toEqual({ name: 'Signed poster', description: '', type: 'physical', status: 'active', token: '40', stock: '3' });
  expect(files).toEqual({ image: 'poster.jpg' });
  expect(await screen.findByRole('region', { name: 'My products' })).toHaveTextContent('Signed poster');
});

it('a new digital product needs its file', async () => {
  api().post(CREATE, makeProduct({ _id: 'pr9' }));
  api().get(`${BASE}/products/search`, paged([makeProduct({ _id: 'pr9', name: 'Photo pack' })]));
  renderManager('/account/content/products/new');
  await userEvent.type(screen.getByLabelText('Name'), 'Photo pack');
  await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
  expect(screen.getByText('A digital product needs its file')).toBeInTheDocument();
  expect(api().callsTo('POST', CREATE)).toHaveLength(0);

  await userEvent.upload(screen.getByLabelText('File buyers download'), fileOf('pack.zip', 'application/zip'));
  await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
  expect(await successToast('Product has been created')).toBeInTheDocument();
  const { fields, files } = formOf(api().callsTo('POST', CREATE)[0].body);
  expect(fields).toEqual({ name: 'Photo pack', description: '', type: 'digital', status: 'active', token: '0' });
  expect(files).toEqual({ digitalFile: 'pack.zip' });
});

it('edits a product with PUT and keeps its file unless a new one is picked', async () => {
  api().get(`${BASE}/products/pr1/view`, makeProduct({ _id: 'pr1', name: 'Photo pack', token: 15 }));
  api().put(`${BASE}/products/pr1`, makeProduct({ _id: 'pr1', name: 'Photo pack 2' }));
  api().get(`${BASE}/products/search`, paged([]));
  renderManager('/account/content/products/pr1/edit');
  const name = await screen.findByLabelText('Name');
  expect(screen.getByLabelText('Price in tokens')).toHaveValue('15');
  await userEvent.type(name, ' 2');
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await successToast('Updated successfully')).toBeInTheDocument();
  const { fields, files } = formOf(api().callsTo('PUT', `${BASE}/products/pr1`)[0].body);
  expect(fields).toMatchObject({ name: 'Photo pack 2', type: 'digital', token: '15' });
  expect(files).toEqual({});
});
