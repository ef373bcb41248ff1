import type { Weekday, WeeklySchedule } from '../contract';
import { useSharedTexts } from '../i18n';

const DAYS: Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** A performer's weekly opening hours (her profile and her room): each day's start–end, or Closed. */
export function WeeklyHours({ schedule }: { schedule: WeeklySchedule | null | undefined }) {
  const { t } = useSharedTexts();
  const known = DAYS.filter((day) => schedule?.[day]);
  if (!schedule || known.length === 0) return <p>{t('schedule.none')}</p>;
  return (
    <table aria-label={t('schedule.label')}>
      <tbody>
        {known.map((day) => {
          const slot = schedule[day];
          return (
            <tr key={day}>
              <th scope="row">{t(`schedule.days.${day}`)}</th>
              <td>{slot.closed || !slot.start ? t('schedule.closed') : `${slot.start} – ${slot.end}`}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
