import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../mock';
import { DateRangeForm } from '.';

it('applies the range only when asked, and refuses an end date before the start date', async () => {
  const onApply = jest.fn();
  renderWithProviders(<DateRangeForm value={{ fromDate: '2025-03-01', toDate: '2025-03-31' }} onApply={onApply} />);
  const form = screen.getByRole('form', { name: 'Date range' });
  expect(within(form).getByLabelText('From')).toHaveValue('2025-03-01');

  fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2025-03-10' } });
  expect(onApply).not.toHaveBeenCalled();
  await userEvent.click(within(form).getByRole('button', { name: 'Apply' }));
  expect(onApply).toHaveBeenCalledWith({ fromDate: '2025-03-01', toDate: '2025-03-10' });

  fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2025-03-20' } });
  await userEvent.click(within(form).getByRole('button', { name: 'Apply' }));
  expect(within(form).getByText('The end date must not be before the start date')).toBeInTheDocument();
  expect(onApply).toHaveBeenCalledTimes(1);
});
