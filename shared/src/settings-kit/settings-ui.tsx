import { Card, bus, toast, type Account } from '@platform/shared';
import type { Role } from '@platform/shared/contract';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { reportFailure } from './failures';
import { Notice } from './form-layout';

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

/** The "saved" line a form shows after its last save succeeded (a toast says it too). */
export function SavedNotice({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <Notice $tone="success" role="status">
      <p>{text}</p>
    </Notice>
  );
}

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

/**
 * A settings form's save: busy while it runs; on success the `savedText` line and toast, on failure the server's
 * message (shown by the form and as a toast). `clearSaved` hides the line again when the form changes.
 */
export function useSaveAction(savedText: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const run = async (save: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setSaved(false);
    await reportFailure(
      async () => {
        await save();
        setSaved(true);
        toast.success(savedText);
      },
      setError,
      () => setBusy(false),
    );
  };
  // the line is rendered from the current text, so it follows a change of language
  return { busy, error, saved: saved ? savedText : null, run, clearSaved: () => setSaved(false), setError };
}
