import styled from 'styled-components';
import { bus, useBusState } from '../bus';
import { Button } from '../ui/button.component';
import { useOpenConversation } from './use-open-conversation';
import { useSharedTexts } from '../i18n';

/**
 * "Message" a performer (on her profile, in her room): a member opens (or starts) the conversation with her in
 * the messages pages; a visitor is sent to sign in; a refusal (she blocked him) is shown in the server's words.
 * Performers and studios do not write to performers from here: they get nothing.
 */
export function MessageButton({ performerId, name }: { performerId: string; name: string }) {
  const auth = useBusState(bus.auth);
  const { t } = useSharedTexts();
  const { open, busy, error } = useOpenConversation({ source: 'performer', sourceId: performerId });
  if (auth.status === 'signed-in' && auth.role !== 'user') return null;
  return (
    <>
      <Button block busy={busy} disabled={busy} aria-label={t('messageTo', { name })} onClick={() => void open()}>
        {t('message')}
      </Button>
      {error && <Refusal role="alert">{error}</Refusal>}
    </>
  );
}

const Refusal = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
