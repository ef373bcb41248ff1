import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { useTheme } from 'styled-components';
import { AppProviders } from '.';

afterEach(() => window.history.pushState({}, '', '/'));

function Colour() {
  return <span>primary {useTheme().colors.primary}</span>;
}

it('provides the theme and a BrowserRouter with a basename', async () => {
  window.history.pushState({}, '', '/account/messages/inbox');
  render(
    <AppProviders basename="/account/messages">
      <Colour />
      <Routes>
        <Route path="/inbox" element={<Link to="/c/1">Open</Link>} />
        <Route path="/c/:id" element={<p>Conversation 1</p>} />
      </Routes>
    </AppProviders>,
  );
  expect(screen.getByText('primary #d30054')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Open' }));
  expect(screen.getByText('Conversation 1')).toBeInTheDocument();
  expect(window.location.pathname).toBe('/account/messages/c/1');
});

it('catches a render error, shows a friendly message and retries', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let fail = true;
  function Flaky() {
    if (fail) throw new Error('kaboom');
    return <p>Recovered</p>;
  }
  function Harness() {
    const [n] = useState(0);
    return <Flaky key={n} />;
  }
  render(
    <AppProviders>
      <Harness />
    </AppProviders>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  expect(screen.queryByText('kaboom')).not.toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(screen.getByText('Recovered')).toBeInTheDocument();
});
