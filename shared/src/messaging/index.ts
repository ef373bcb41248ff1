export { openConversation, getTotalUnread, conversationPath, MESSAGES_PATH } from './conversations.resource';
export { startMessageSync, messagePreview, isViewingConversation, SENT_A_PHOTO, SENT_A_FILE } from './message-sync';
export { useOpenConversation, MEMBER_SIGN_IN_PATH } from './use-open-conversation';
export { MessageButton } from './message-button.component';
