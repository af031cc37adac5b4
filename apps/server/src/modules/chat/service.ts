/** The customer-service chat (docs/decisions/030-live-stream-and-chat.md): its tables only. */
export { cannedReplies, deleteCannedReply, saveCannedReply } from './canned.ts';
export {
  advanceConversation,
  assignConversation,
  type ConversationRow,
  closeConversation,
  conversationById,
  conversationOfUser,
  conversationsWaiting,
  lockConversation,
  lockConversationOfUser,
  markRead,
  unreadByMerchant,
  unreadByOperators,
  unreadByOperatorsTotal,
} from './conversations.ts';
export {
  imageInConversationOf,
  insertMessage,
  lastMessages,
  type MessageRow,
  messageByClientId,
  messagePage,
} from './messages.ts';
export { officeStatus } from './office.ts';
export { type ConversationCursor, conversationQueue, decodeCursor, encodeCursor } from './queue.ts';
