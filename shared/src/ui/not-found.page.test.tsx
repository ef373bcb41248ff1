import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { bus } from '../bus';
import { theme } from './theme';
import { NotFoundPage } from './not-found.page';

it('says the page was not found and takes the visitor home through the shell', async () => {
  const seen: string[] = [];
  const stop = bus.navigate.subscribe(({ to }) => seen.push(to));
  render(
    <ThemeProvider theme={theme}>
      <NotFoundPage />
    </ThemeProvider>,
  );
  expect(screen.getByText('Page not found')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Back to the home page' }));
  expect(seen).toEqual(['/']);
  stop();
});
