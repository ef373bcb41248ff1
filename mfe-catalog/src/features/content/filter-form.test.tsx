import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPagesAt } from '../../testing/render-catalog';
import { FilterForm } from './filter-form.component';

function Harness({ onSearch }: { onSearch(q: string): void }) {
  const [q, setQ] = useState('');
  return (
    <FilterForm searchLabel="Search videos" submitLabel="Search" query={q} onQuery={setQ} onSubmit={() => onSearch(q)}>
      <select aria-label="Sort by">
        <option>Newest</option>
      </select>
    </FilterForm>
  );
}

it('submits the typed text, and the Filters disclosure opens the selects and closes on Escape back to its button', async () => {
  const searches: string[] = [];
  renderPagesAt('/', { '/': <Harness onSearch={(q) => searches.push(q)} /> });
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search videos' }), 'salsa{Enter}');
  expect(searches).toEqual(['salsa']);

  // jsdom applies no media query: the phone-only button counts as hidden here (the e2e journey clicks it at 390 px)
  const toggle = screen.getByText('Filters', { selector: 'button' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const sheet = document.getElementById(toggle.getAttribute('aria-controls')!);
  expect(sheet).toContainElement(screen.getByRole('combobox', { name: 'Sort by' }));

  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  screen.getByRole('combobox', { name: 'Sort by' }).focus();
  await userEvent.keyboard('{Escape}');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveFocus();
});

it('has no Filters button when there is nothing to filter by', () => {
  renderPagesAt('/', { '/': <FilterForm searchLabel="Search" submitLabel="Search" query="" onQuery={() => undefined} onSubmit={() => undefined} /> });
  expect(screen.queryByText('Filters', { selector: 'button' })).not.toBeInTheDocument();
});
