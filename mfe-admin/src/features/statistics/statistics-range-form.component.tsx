import { Button, FieldRow, Form, TextField, useForm } from '@platform/shared';
import { useTexts } from '../../i18n';
import { lastUtcDays, rangeProblem, type StatisticsRange } from './statistics.resource';

const PRESETS = [7, 30, 90, 365] as const;

/** The statistics' date range: two dates and Show, or one of the recent spans at a click. */
export function StatisticsRangeForm({ value, onChange }: { value: StatisticsRange; onChange(range: StatisticsRange): void }) {
  const { t } = useTexts();
  const form = useForm<StatisticsRange>({
    initialValues: value,
    schema: {
      from: (from) => (from ? undefined : t('statistics.dayRequired')),
      to: (to, all) => {
        if (!to) return t('statistics.dayRequired');
        const problem = all.from ? rangeProblem(all) : undefined;
        return problem && t(problem);
      },
    },
    showErrorsOn: 'submit',
    onSubmit: onChange,
  });
  return (
    <Form onSubmit={form.handleSubmit} aria-label={t('statistics.range')}>
      <FieldRow>
        <TextField label={t('statistics.from')} type="date" required {...form.field('from')} />
        <TextField label={t('statistics.to')} type="date" required {...form.field('to')} />
        <Button type="submit" variant="primary">
          {t('statistics.show')}
        </Button>
      </FieldRow>
      <FieldRow role="group" aria-label={t('statistics.presets')}>
        {PRESETS.map((days) => (
          <Button key={days} size="sm" onClick={() => onChange(lastUtcDays(days))}>
            {t('statistics.lastDays', { count: days })}
          </Button>
        ))}
      </FieldRow>
      <p>{t('statistics.utcNote')}</p>
    </Form>
  );
}
