import { useState } from 'react';
import styled from 'styled-components';
import { api, bus, Button, getServerMessage, payload, PlatformLink, toast, useBusState } from '@platform/shared';
import type { PerformerBlocking, PublicUser } from '@platform/shared/contract';

/** Where a performer manages (and lifts) her blocks. */
export const BLOCKING_SETTINGS_PATH = '/account/settings/blocking';

/** POST /performers/blocking/update: she blocks the member (added to her list). */
async function blockMember(userId: string): Promise<PerformerBlocking> {
  return payload(await api.post<PerformerBlocking>('/performers/blocking/update', { userIds: [userId] }, { forbiddenAsServerError: true }));
}

/**
 * A performer blocks the member she is talking to, from the conversation itself (with a confirm step): he can no
 * longer find her, watch, message, tip or buy from her. Shown to performers only, for a member.
 */
export function BlockMember({ member }: { member: PublicUser | null | undefined }) {
  const auth = useBusState(bus.auth);
  const [step, setStep] = useState<'idle' | 'confirm' | 'blocking' | 'blocked'>('idle');
  const [error, setError] = useState<string | null>(null);
  if (auth.status !== 'signed-in' || auth.role !== 'performer' || !member || member.isPerformer) return null;
  const name = member.displayName || member.username;

  const block = async () => {
    setStep('blocking');
    setError(null);
    try {
      await blockMember(member._id);
      setStep('blocked');
      toast.success(`${name} is blocked`);
    } catch (e) {
      setError(getServerMessage(e));
      setStep('confirm');
    }
  };

  if (step === 'blocked') {
    return (
      <Line role="status">
        Blocked · <PlatformLink to={BLOCKING_SETTINGS_PATH}>Manage blocked members</PlatformLink>
      </Line>
    );
  }
  if (step === 'idle') {
    return (
      <Button size="sm" variant="link" onClick={() => setStep('confirm')}>
        Block
      </Button>
    );
  }
  return (
    <Confirm role="alertdialog" aria-label={`Block ${name}?`}>
      <span>Block {name}? He can no longer find you, watch your shows, message, tip or buy from you.</span>
      <Button size="sm" variant="danger" busy={step === 'blocking'} disabled={step === 'blocking'} onClick={() => void block()}>
        Yes, block
      </Button>
      <Button size="sm" disabled={step === 'blocking'} onClick={() => setStep('idle')}>
        Cancel
      </Button>
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
