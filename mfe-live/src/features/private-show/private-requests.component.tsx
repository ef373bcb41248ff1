import { useState } from 'react';
import styled from 'styled-components';
import { Button, getServerMessage, toast } from '@platform/shared';
import type { PrivateChatRequestEvent } from '@platform/shared/contract';
import { Muted, PanelList } from '../../common/panel-list';
import { useTexts } from '../../i18n';
import { rejectPrivateShow } from './private-show.resource';

interface Props {
  requests: PrivateChatRequestEvent[];
  onAccept(request: PrivateChatRequestEvent): Promise<boolean>;
  onRemove(conversationId: string): void;
  /** false while another private or group show runs. */
  canAccept: boolean;
}

const nameOf = (r: PrivateChatRequestEvent, fallback: string) => r.user?.displayName || r.user?.username || fallback;

/** Incoming private show requests with Accept and Reject. */
export function PrivateRequests({ requests, onAccept, onRemove, canAccept }: Props) {
  const { t } = useTexts();
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
    <section aria-label={t('private.requests')}>
      <h2>{t('private.requests')}</h2>
      {requests.length === 0 ? (
        <Muted>{t('private.noRequests')}</Muted>
      ) : (
        <List>
          {requests.map((r) => (
            <li key={r.conversationId} aria-label={t('private.requestFrom', { name: nameOf(r, t('aMember')) })}>
              <span>{t('private.asks', { name: nameOf(r, t('aMember')) })}</span>
              <Button
                size="sm"
                variant="primary"
                disabled={!canAccept || busy !== null}
                busy={busy === r.conversationId}
                onClick={() => void accept(r)}
              >
                {t('private.accept')}
              </Button>
              <Button size="sm" disabled={busy !== null} onClick={() => void reject(r)}>
                {t('private.reject')}
              </Button>
            </li>
          ))}
        </List>
      )}
    </section>
  );
}

const List = styled(PanelList)`
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
  @media (max-width: 640px) {
    button {
      min-height: 44px;
    }
  }
`;
