import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../mock';
import { ResponsiveTable } from '.';

it('renders a table whose cells carry their column name (the phone layout shows it beside each value)', () => {
  renderWithProviders(
    <ResponsiveTable
      label="Members"
      head={['Performer', 'Status', '']}
      rows={[
        { key: 'm1', label: 'Anna', cells: ['Anna', 'Active', <button key="b">Deactivate</button>] },
        { key: 'm2', cells: ['Bella', 'Inactive', null] },
      ]}
    />,
  );
  const table = screen.getByRole('table', { name: 'Members' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Performer', 'Status', '']);
  const anna = within(table).getByRole('row', { name: 'Anna' });
  expect(within(anna).getByRole('cell', { name: 'Active' })).toHaveAttribute('data-label', 'Status');
  expect(within(anna).getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
  expect(within(table).getByRole('row', { name: 'Bella Inactive' })).toBeInTheDocument();
});
