import { Section } from '@platform/shared/settings-kit';
import type { ReactNode } from 'react';
import { useTexts } from './texts';

/** The settings sections whose title and lead are `settings.sections.<name>` and `settings.sections.<name>Lead`. */
export type LeadSectionName = 'prices' | 'broadcast' | 'hours' | 'documents';

/** A Section named by its catalog key, which is also its id. */
export function LeadSection({ name, children }: { name: LeadSectionName; children: ReactNode }) {
  const { t } = useTexts();
  return (
    <Section id={name} title={t(`settings.sections.${name}`)} lead={t(`settings.sections.${name}Lead`)}>
      {children}
    </Section>
  );
}
