import { act, render, screen } from '@testing-library/react';
import { bus, useBusState } from '.';

function Balance() {
  const balance = useBusState(bus.balance);
  return <p>Balance: {balance ?? 'none'}</p>;
}

it('renders the current value and re-renders on change', () => {
  bus.balance.set(12);
  render(<Balance />);
  expect(screen.getByText('Balance: 12')).toBeInTheDocument();
  act(() => bus.balance.set(30));
  expect(screen.getByText('Balance: 30')).toBeInTheDocument();
  act(() => bus.balance.set(null));
  expect(screen.getByText('Balance: none')).toBeInTheDocument();
});
