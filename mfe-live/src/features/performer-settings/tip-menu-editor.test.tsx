import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInAs } from '@platform/shared/mock';
import { mockReferenceData, performer } from '../../testing/settings-fixtures';
import { renderRoute, setupPlatform } from '../../testing/settings-test-utils';

const platform = setupPlatform();

function openEditor(items: unknown[]) {
  signedInAs('performer', performer as never);
  mockReferenceData(platform.api());
  platform.api().get('/performer/tip-menu', { items, goal: null, requests: [] });
  platform.api().put('/performer/tip-menu', (req: { body: { items: Array<Record<string, unknown>> } }) => ({
    items: req.body.items.map((item, i) => ({ _id: item._id ?? `new${i}`, ...item })),
  }));
  renderRoute('/account/performer/broadcast');
  return screen.findByRole('form', { name: 'Tip menu' });
}

const items = (form: HTMLElement) => within(form).getAllByRole('listitem');

it('her tip menu in her broadcast settings: add, check, reorder, turn off and save the whole menu in its order', async () => {
  const form = await openEditor([{ _id: 'i1', name: 'Dance', price: 50, active: true }]);
  expect(items(form)).toHaveLength(1);
  await userEvent.click(within(form).getByRole('button', { name: 'Add an item' }));
  const added = items(form)[1];
  await userEvent.click(within(form).getByRole('button', { name: 'Save tip menu' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('Item 2: a name of 1 to 60 characters');
  await userEvent.type(within(added).getByLabelText('Name'), 'Song');
  await userEvent.type(within(added).getByLabelText('Price (tokens)'), '1e3');
  await userEvent.click(within(form).getByRole('button', { name: 'Save tip menu' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('Item 2: a price of 1 to 100,000 whole tokens.');
  expect(platform.api().callsTo('PUT', '/performer/tip-menu')).toHaveLength(0);

  await userEvent.clear(within(added).getByLabelText('Price (tokens)'));
  await userEvent.type(within(added).getByLabelText('Price (tokens)'), '20');
  await userEvent.click(within(added).getByRole('button', { name: 'Move Song up' }));
  await userEvent.click(within(items(form)[1]).getByRole('checkbox', { name: 'On the menu' }));
  await userEvent.click(within(form).getByRole('button', { name: 'Save tip menu' }));
  expect(await within(form).findByText('Your tip menu has been saved.')).toBeInTheDocument();
  expect(platform.api().callsTo('PUT', '/performer/tip-menu')[0].body).toEqual({
    items: [
      { name: 'Song', price: 20, active: true },
      { _id: 'i1', name: 'Dance', price: 50, active: false },
    ],
  });
  await userEvent.click(within(items(form)[0]).getByRole('button', { name: 'Remove Song' }));
  await waitFor(() => expect(items(form)).toHaveLength(1));
});

it('says so when her menu is empty', async () => {
  const form = await openEditor([]);
  expect(form).toHaveTextContent('Your tip menu is empty');
});
