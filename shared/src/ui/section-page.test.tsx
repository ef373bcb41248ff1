import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '../bus';
import { renderWithProviders } from '../mock';
import { SectionPage } from '.';

const SECTIONS = [
  { to: '/studio/dashboard', label: 'Dashboard' },
  { to: '/account/earnings', label: 'Earnings', external: true },
];

it('shows the sections, marks the current one, and sends other remotes’ sections through the shell', async () => {
  const navigations: string[] = [];
  const off = bus.navigate.subscribe((n) => navigations.push(n.to));
  renderWithProviders(
    <SectionPage navLabel="Studio" sections={SECTIONS} title="Dashboard" actions={<button>Add</button>}>
      <p>Content</p>
    </SectionPage>,
    { route: '/studio/dashboard' },
  );
  const nav = screen.getByRole('navigation', { name: 'Studio' });
  expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
  expect(screen.getByText('Content')).toBeInTheDocument();
  await userEvent.click(within(nav).getByRole('link', { name: 'Earnings' }));
  expect(navigations).toEqual(['/account/earnings']);
  off();
});

it('leaves the navigation out when there is no section', () => {
  renderWithProviders(
    <SectionPage navLabel="Wallet" sections={[]} title="Earnings">
      <p>Content</p>
    </SectionPage>,
  );
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Earnings' })).toBeInTheDocument();
});
