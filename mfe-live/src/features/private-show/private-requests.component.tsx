import { useState } from 'react';
import styled from 'styled-components';
import { Button, getServerMessage, toast } from '@platform/shared';
import type { PrivateChatRequestEvent } from '@platform/shared/contract';
import { rejectPrivateShow } from './private-show.resource';

interface Props {
  requests: PrivateChatRequestEvent[];
  onAccept(request: PrivateChatRequestEvent): Promise<boolean>;
  onRemove(conversationId: string): void;
  /** false while another private or group show runs. */
  canAccept: boolean;
}

const nameOf = (r: PrivateChatRequestEvent) => r.user?.displayName || r.user?.username || 'A member';

/** Incoming private show requests with Accept and Reject. */
export function PrivateRequests({ requests, onAccept, onRemove, canAccept }: Props) {
  const [busy, setBusy] = useState<string | null>(null);

  const accept = async (request: PrivateChatRequestEvent) => {
    setBusy(request.conversationId);
    if (await onAccept(request)) onRemove(request.conversationId);
    setBusy(null);
  };

  const reject = async (request: PrivateChatRequestEvent) => {
    setBusy(request.conversationId);
    try {
      await rejectPrivateShow(request.conversationId);
      onRemove(request.conversationId);
    } catch (error) {
      toast.error(getServerMessage(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-label="Private requests">
      <h2>Private requests</h2>
      {requests.length === 0 ? (
        <Muted>No private requests.</Muted>
      ) : (
        <List>
          {requests.map((r) => (
            <li key={r.conversationId} aria-label={`Private request from ${nameOf(r)}`}>
              <span>{nameOf(r)} asks for a private show</span>
              <Button
                size="sm"
                variant="primary"
                disabled={!canAccept || busy !== null}
                busy={busy === r.conversationId}
                onClick={() => void accept(r)}
              >
                Accept
              </Button>
              <Button size="sm" disabled={busy !== null} onClick={() => void reject(r)}>
                Reject
              </Button>
            </li>
          ))}
        </List>
      )}
    </section>
  );
}

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    padding: 6px 0;
  }
  span {
    flex: 1;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
