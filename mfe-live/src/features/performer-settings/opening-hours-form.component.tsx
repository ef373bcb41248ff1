import { Button, Form, SelectField, TextField, currentLanguage, messages, type Account } from '@platform/shared';
import type { Weekday, WeeklySchedule } from '@platform/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTexts } from './texts';
import { timeZoneLabel } from './localized-names';
import { Actions, PHONE, publishAccount, SavedNotice, useSaveAction } from '@platform/shared/settings-kit';
import { asPerformer, timezonesQuery, updatePerformer } from './performer.resource';

/** The week in order; each day's name is the shared text shared:schedule.days.<day>. */
export const WEEKDAYS: Array<{ day: Weekday }> = [
  { day: 'mon' },
  { day: 'tue' },
  { day: 'wed' },
  { day: 'thu' },
  { day: 'fri' },
  { day: 'sat' },
  { day: 'sun' },
];

type Day = { start: string; end: string; closed: boolean };
type Week = Record<Weekday, Day>;
type DayErrors = Partial<Record<'start' | 'end', string>>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = (v: unknown): string => (typeof v === 'string' && TIME.test(v) ? v : '');

function initialWeek(schedule: Partial<WeeklySchedule> | undefined): Week {
  return Object.fromEntries(
    WEEKDAYS.map(({ day }) => {
      const saved = schedule?.[day];
      return [day, { start: time(saved?.start), end: time(saved?.end), closed: saved?.closed === true }];
    }),
  ) as Week;
}

/** An open day needs both times (a late shift may end after midnight: an end before the start is fine). */
export function validateWeek(week: Week): Partial<Record<Weekday, DayErrors>> {
  const errors: Partial<Record<Weekday, DayErrors>> = {};
  for (const { day } of WEEKDAYS) {
    const d = week[day];
    if (d.closed) continue;
    const e: DayErrors = {};
    if (!d.start) e.start = messages.required;
    if (!d.end) e.end = messages.required;
    if (e.start || e.end) errors[day] = e;
  }
  return errors;
}

const DayRow = styled.div`
  display: grid;
  grid-template-columns: 110px 110px minmax(0, 1fr) minmax(0, 1fr);
  gap: 0 12px;
  align-items: start;
  min-width: 0;
  padding-top: 8px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  .day {
    padding-top: 8px;
    font-weight: 600;
  }
  label.closed {
    display: flex;
    gap: 6px;
    align-items: center;
    padding-top: 8px;
  }
  ${PHONE} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    label.closed {
      min-height: 44px;
      padding-top: 0;
    }
    .day {
      align-self: center;
      padding-top: 0;
    }
  }
`;

/** A day's two times: the field and the catalog key of its label (`hours.opens`, `hours.opensLabel`, …). */
const EDGES = [
  { edge: 'start', text: 'opens' },
  { edge: 'end', text: 'closes' },
] as const;

/** Her weekly opening hours (shown on her profile): PUT /performers {schedule, timezone}. */
export function OpeningHoursForm({ account }: { account: Account }) {
  const { t } = useTexts();
  const lng = currentLanguage();
  const p = asPerformer(account);
  const [week, setWeek] = useState<Week>(() => initialWeek(p.schedule));
  const [timezone, setTimezone] = useState(p.timezone ?? '');
  const [tried, setTried] = useState(false);
  const { busy, error, saved, run, clearSaved, setError } = useSaveAction(t('hours.saved'));
  const zones = useQuery(timezonesQuery());

  const errors = tried ? validateWeek(week) : {};
  const setDay = (day: Weekday, change: Partial<Day>) => {
    clearSaved();
    setWeek((w) => ({ ...w, [day]: { ...w[day], ...change } }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setError(null);
    if (Object.keys(validateWeek(week)).length > 0) return;
    await run(async () => {
      const updated = await updatePerformer({ schedule: week, ...(timezone ? { timezone } : {}) });
      publishAccount('performer', updated as Account);
    });
  };

  const zoneOptions = (zones.data ?? []).map((z) => ({ value: z, label: timeZoneLabel(z, lng) }));
  if (timezone && !zoneOptions.some((o) => o.value === timezone)) zoneOptions.unshift({ value: timezone, label: timezone });

  return (
    <Form aria-label={t('hours.formLabel')} error={error} onSubmit={(e) => void submit(e)}>
      <SavedNotice text={saved} />
      <SelectField
        label={t('hours.timezone')}
        placeholder={zones.isPending ? t('hours.loadingZones') : t('fields.choose')}
        options={zoneOptions}
        value={timezone}
        onChange={(e) => setTimezone(e.target.value)}
      />
      {WEEKDAYS.map(({ day }) => {
        const label = t(`shared:schedule.days.${day}`);
        const d = week[day];
        const dayErrors = errors[day] ?? {};
        return (
          <DayRow key={day} role="group" aria-label={label}>
            <span className="day">{label}</span>
            <label className="closed">
              <input type="checkbox" checked={d.closed} onChange={(e) => setDay(day, { closed: e.target.checked })} />
              {t('hours.closed')}
            </label>
            {EDGES.map(({ edge, text }) => (
              <TextField
                key={edge}
                label={t(`hours.${text}`)}
                type="time"
                aria-label={t(`hours.${text}Label`, { day: label })}
                value={d[edge]}
                disabled={d.closed}
                error={dayErrors[edge]}
                onChange={(e) => setDay(day, { [edge]: e.target.value })}
              />
            ))}
          </DayRow>
        );
      })}
      <Actions>
        <Button type="submit" variant="primary" busy={busy}>
          {t('hours.save')}
        </Button>
      </Actions>
    </Form>
  );
}
