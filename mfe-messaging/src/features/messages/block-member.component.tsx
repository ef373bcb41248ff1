import { useCallback, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { api, bus, Button, payload, PlatformLink, toast, translate, useBusState, useFocusTrap } from '@platform/shared';
import type { PerformerBlocking, PublicUser } from '@platform/shared/contract';
import { useTexts } from '../../i18n';
import { ConfirmButtons } from './confirm-buttons.component';
import { useConfirmStep } from './use-confirm-step';

/** Where a performer manages (and lifts) her blocks. */
export const BLOCKING_SETTINGS_PATH = '/account/performer/blocking';

/** POST /performers/blocking/update: she blocks the member (added to her list). */
async function blockMember(userId: string): Promise<PerformerBlocking> {
  return payload(await api.post<PerformerBlocking>('/performers/blocking/update', { userIds: [userId] }, { forbiddenAsServerError: true }));
}

/**
 * A performer blocks the member she is talking to, from the conversation itself (with a confirm step): he can no
 * longer find her, watch, message, tip or buy from her. Shown to performers only, for a member.
 */
export function BlockMember({ member }: { member: PublicUser | null | undefined }) {
  const { t } = useTexts();
  const auth = useBusState(bus.auth);
  const { step, setStep, error, run } = useConfirmStep<'blocking', 'blocked'>();
  const confirmRef = useRef<HTMLDivElement>(null);
  const textId = useId();
  const confirming = step === 'confirm' || step === 'blocking';
  const cancel = useCallback(() => setStep((s) => (s === 'confirm' ? 'idle' : s)), [setStep]);
  // The confirm step takes the focus (Tab stays in it, Escape cancels); focus goes back when it closes.
  useFocusTrap(confirmRef, { active: confirming, onEscape: cancel });
  // Cancelled: the focus goes back to the Block button (the one that opened the confirm step is gone by then).
  const idleRef = useRef<HTMLSpanElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (step === 'idle' && wasConfirming.current) idleRef.current?.querySelector('button')?.focus();
    wasConfirming.current = confirming;
  }, [step, confirming]);
  if (auth.status !== 'signed-in' || auth.role !== 'performer' || !member || member.isPerformer) return null;
  const name = member.displayName || member.username;

  const block = () =>
    run('blocking', 'blocked', async () => {
      await blockMember(member._id);
      toast.success(translate('messaging:block.blockedToast', { name }));
    });

  if (step === 'blocked') {
    return (
      <Line role="status">
        {t('block.blocked')} · <PlatformLink to={BLOCKING_SETTINGS_PATH}>{t('block.manage')}</PlatformLink>
      </Line>
    );
  }
  if (step === 'idle') {
    return (
      <span ref={idleRef}>
        <Button size="sm" variant="link" onClick={() => setStep('confirm')}>
          {t('block.block')}
        </Button>
      </span>
    );
  }
  return (
    <Confirm ref={confirmRef} role="alertdialog" aria-label={t('block.confirmLabel', { name })} aria-describedby={textId}>
      <span id={textId}>{t('block.confirm', { name })}</span>
      <ConfirmButtons texts="block" busy={step === 'blocking'} onYes={() => void block()} onCancel={() => setStep('idle')} />
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </Confirm>
  );
}

const Line = styled.p`
  margin: 0;
  font-size: 13px;
`;

const Confirm = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  font-size: 13px;
`;

const ErrorText = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
`;
