import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar, conversationPath, formatCount, formatDate, OWN_DELETED_TEXT, SENT_A_FILE, SENT_A_PHOTO, translate } from '@platform/shared';
import { useTexts } from '../../i18n';
import type { Conversation } from './conversations.resource';

export function conversationTitle(c: Conversation): string {
  return c.recipientInfo?.displayName || c.recipientInfo?.username || c.name || translate('messaging:conversation');
}

/** The list's preview of the last message: what the app itself wrote there ('Sent a photo', 'Message deleted') is translated. */
export function lastMessagePreview(text: string | undefined): string {
  if (text === SENT_A_PHOTO) return translate('messaging:message.sentPhoto');
  if (text === SENT_A_FILE) return translate('messaging:message.sentFile');
  if (text === OWN_DELETED_TEXT) return translate('messaging:message.deleted');
  return text || translate('messaging:list.noMessages');
}

/** Today's messages show their time, older ones their date. */
export function lastMessageTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const sameDay = date.toDateString() === now.toDateString();
  return formatDate(iso, sameDay ? 'HH:mm' : 'DD/MM/YYYY');
}

export function ConversationItem({ conversation: c, active = false }: { conversation: Conversation; active?: boolean }) {
  const { t } = useTexts();
  const title = conversationTitle(c);
  const unread = c.totalNotSeenMessages ?? 0;
  return (
    <Row aria-label={title}>
      <ItemLink to={conversationPath(c._id)} aria-current={active ? 'page' : undefined} $active={active}>
        <Avatar
          src={c.recipientInfo?.avatar}
          kind={c.recipientInfo?.isPerformer ? 'performer' : 'user'}
          alt={t('avatar', { name: title })}
          size={44}
        />
        <Body>
          <Top>
            <Name>{title}</Name>
            {c.lastMessageCreatedAt && <time dateTime={c.lastMessageCreatedAt}>{lastMessageTime(c.lastMessageCreatedAt)}</time>}
          </Top>
          <Last $unread={unread > 0}>{lastMessagePreview(c.lastMessage)}</Last>
        </Body>
        {unread > 0 && <Badge aria-label={t('unread', { count: unread, value: formatCount(unread) })}>{formatCount(unread)}</Badge>}
      </ItemLink>
    </Row>
  );
}

const Row = styled.li`
  list-style: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const ItemLink = styled(Link)<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px;
  min-width: 0;
  color: inherit;
  text-decoration: none;
  background: ${({ $active, theme }) => ($active ? theme.colors.primarySoft : 'transparent')};
  &:hover {
    background: ${({ $active, theme }) => ($active ? theme.colors.primarySoft : theme.colors.surface)};
  }
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
    white-space: nowrap;
  }
`;

const Name = styled.span`
  font-weight: 600;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Last = styled.p<{ $unread: boolean }>`
  margin: 4px 0 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ $unread, theme }) => ($unread ? theme.colors.text : theme.colors.textMuted)};
  font-weight: ${(p) => (p.$unread ? 600 : 400)};
`;

const Badge = styled.span`
  flex: none;
  min-width: 22px;
  padding: 2px 6px;
  border-radius: 11px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.white};
  font-size: 12px;
  text-align: center;
`;
