import { Component, type ReactNode } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../mock';
import { lazyPage, preloadLazyPages } from './lazy-page.component';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? (
      <button type="button" onClick={() => this.setState({ failed: false })}>
        Try again
      </button>
    ) : (
      this.props.children
    );
  }
}

it('shows the loading state, then the page with its props', async () => {
  const Page = lazyPage(async () => ({ Greeting }), 'Greeting');
  renderWithProviders(<Page name="Anna" />);
  expect(screen.getByRole('status')).toBeInTheDocument();
  expect(await screen.findByText('Hello, Anna')).toBeInTheDocument();
});

it('fetches the page again after a failed load when the boundary retries', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const load = jest
    .fn<Promise<{ Greeting: typeof Greeting }>, []>()
    .mockRejectedValueOnce(new Error('ChunkLoadError'))
    .mockResolvedValue({ Greeting });
  const Page = lazyPage(load, 'Greeting');
  renderWithProviders(
    <Boundary>
      <Page name="Anna" />
    </Boundary>,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Hello, Anna')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

it('renders a page fetched beforehand at once, without the loading state', async () => {
  const Page = lazyPage(async () => ({ Greeting }), 'Greeting');
  await preloadLazyPages();
  renderWithProviders(<Page name="Anna" />);
  expect(screen.getByText('Hello, Anna')).toBeInTheDocument();
});
