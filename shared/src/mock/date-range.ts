import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Types `from` and `to` (YYYY-MM-DD) into the page's "Date range" form (DateRangeForm) and presses Apply, as a
 * user does; returns the form, for what it says next (the order refusal, say).
 */
export async function applyDateRange(from: string, to: string): Promise<HTMLElement> {
  const form = screen.getByRole('form', { name: 'Date range' });
  fireEvent.change(within(form).getByLabelText('From'), { target: { value: from } });
  fireEvent.change(within(form).getByLabelText('To'), { target: { value: to } });
  await userEvent.click(within(form).getByRole('button', { name: 'Apply' }));
  return form;
}
