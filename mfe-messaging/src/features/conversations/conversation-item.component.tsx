import styled from 'styled-components';
import { Avatar, formatCount, formatDate } from '@platform/shared';
import type { Conversation } from './conversations.resource';

export function conversationTitle(c: Conversation): string {
  return c.recipientInfo?.displayName || c.recipientInfo?.username || c.name || 'Conversation';
}

export function ConversationItem({ conversation: c }: { conversation: Conversation }) {
  const title = conversationTitle(c);
  const unread = c.totalNotSeenMessages ?? 0;
  return (
    <Row aria-label={title}>
      <Avatar src={c.recipientInfo?.avatar} kind={c.recipientInfo?.isPerformer ? 'performer' : 'user'} alt={`${title} avatar`} size={44} />
      <Body>
        <Top>
          <Name>{title}</Name>
          {c.lastMessageCreatedAt && <time dateTime={c.lastMessageCreatedAt}>{formatDate(c.lastMessageCreatedAt)}</time>}
        </Top>
        <Last $unread={unread > 0}>{c.lastMessage || 'No messages yet'}</Last>
      </Body>
      {unread > 0 && <Badge aria-label={`${unread} unread`}>{formatCount(unread)}</Badge>}
    </Row>
  );
}

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px;
  border-bottom: 1px solid #e4e4ea;
  list-style: none;
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
    color: #6b6b78;
    font-size: 12px;
    white-space: nowrap;
  }
`;

const Name = styled.span`
  font-weight: 600;
`;

const Last = styled.p<{ $unread: boolean }>`
  margin: 4px 0 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${(p) => (p.$unread ? '#1d1d24' : '#6b6b78')};
  font-weight: ${(p) => (p.$unread ? 600 : 400)};
`;

const Badge = styled.span`
  min-width: 22px;
  padding: 2px 6px;
  border-radius: 11px;
  background: #ff0066;
  color: #fff;
  font-size: 12px;
  text-align: center;
`;
