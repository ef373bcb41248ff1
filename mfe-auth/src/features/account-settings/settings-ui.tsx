import { Card, bus, toast, type Account } from '@platform/shared';
import type { Role } from '@platform/shared/contract';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTexts } from '../../i18n';
import { Notice } from '../common/auth-card.component';
import { PHONE } from '../common/phone';

export const SectionCard = styled(Card)`
  padding: 20px 24px;
  margin-bottom: 20px;
  min-width: 0;
  h2 {
    margin: 0 0 16px;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p.lead {
    margin: 0 0 16px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: 16px 14px;
  }
`;

/** A titled card; the heading names the region for assistive technology (and for tests). */
export function Section({ id, title, lead, children }: { id: string; title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <SectionCard as="section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {lead && <p className="lead">{lead}</p>}
      {children}
    </SectionCard>
  );
}

/** The settings sections whose title and lead are `settings.sections.<name>` and `settings.sections.<name>Lead`. */
export type LeadSectionName = 'payment';

/** A Section named by its catalog key, which is also its id. */
export function LeadSection({ name, children }: { name: LeadSectionName; children: ReactNode }) {
  const { t } = useTexts();
  return (
    <Section id={name} title={t(`settings.sections.${name}`)} lead={t(`settings.sections.${name}Lead`)}>
      {children}
    </Section>
  );
}

/** The "saved" line a form shows after its last save succeeded (a toast says it too). */
export function SavedNotice({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <Notice $tone="success" role="status">
      <p>{text}</p>
    </Notice>
  );
}

/** Buttons at the end of a form: side by side, wrapping on a phone. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;
  ${PHONE} {
    button {
      min-height: 44px;
    }
  }
`;

/** The account every screen (and the header) shows is the one the API answered last. */
export function publishAccount(role: Role, account: Account): void {
  bus.auth.set({ status: 'signed-in', role, user: account });
}

/**
 * A performer settings form's save: the API answers her updated account, which every screen then shows; the
 * "saved" line hides while it runs and the toast says `savedText()` (read at that moment).
 */
export function usePerformerSave(savedText: () => string) {
  const [saved, setSaved] = useState(false);
  const save = async (update: () => Promise<unknown>) => {
    setSaved(false);
    const updated = await update();
    publishAccount('performer', updated as Account);
    setSaved(true);
    toast.success(savedText());
  };
  return { saved, save };
}
