import type { Weekday, WeeklySchedule } from '../contract';

const DAYS: Array<[Weekday, string]> = [
  ['mon', 'Monday'],
  ['tue', 'Tuesday'],
  ['wed', 'Wednesday'],
  ['thu', 'Thursday'],
  ['fri', 'Friday'],
  ['sat', 'Saturday'],
  ['sun', 'Sunday'],
];

/** A performer's weekly opening hours (her profile and her room): each day's start–end, or Closed. */
export function WeeklyHours({ schedule }: { schedule: WeeklySchedule | null | undefined }) {
  const known = DAYS.filter(([day]) => schedule?.[day]);
  if (!schedule || known.length === 0) return <p>No schedule yet</p>;
  return (
    <table aria-label="Schedule">
      <tbody>
        {known.map(([day, label]) => {
          const slot = schedule[day];
          return (
            <tr key={day}>
              <th scope="row">{label}</th>
              <td>{slot.closed || !slot.start ? 'Closed' : `${slot.start} – ${slot.end}`}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
