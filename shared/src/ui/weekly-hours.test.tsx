import { render, screen, within } from '@testing-library/react';
import type { WeeklySchedule } from '../contract';
import { WeeklyHours } from './weekly-hours.component';

const open = (start: string, end: string) => ({ start, end, closed: false });
const closed = { start: '', end: '', closed: true };

it('shows each day in week order with its hours, or Closed', () => {
  const week: WeeklySchedule = {
    mon: closed,
    tue: open('10:30', '18:15'),
    wed: open('', ''),
    thu: open('20:00', '23:00'),
    fri: open('20:00', '02:00'),
    sat: closed,
    sun: closed,
  };
  render(<WeeklyHours schedule={week} />);
  const rows = within(screen.getByRole('table', { name: 'Schedule' })).getAllByRole('row');
  expect(rows.map((row) => row.textContent)).toEqual([
    'MondayClosed',
    'Tuesday10:30 – 18:15',
    'WednesdayClosed',
    'Thursday20:00 – 23:00',
    'Friday20:00 – 02:00',
    'SaturdayClosed',
    'SundayClosed',
  ]);
});

it('says so when she has not set her hours', () => {
  render(<WeeklyHours schedule={null} />);
  expect(screen.getByText('No schedule yet')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});
