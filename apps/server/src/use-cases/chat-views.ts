import type { ChatConversation, ChatMessage } from '@shopkeeper/contract';
import type { Config } from '../config.ts';
import type { Executor } from '../db/index.ts';
import { iso } from '../lib/iso.ts';
import { usernamesByIds } from '../modules/accounts/service.ts';
import {
  type ConversationRow,
  lastMessages,
  type MessageRow,
  unreadByOperators,
} from '../modules/chat/service.ts';
import { shopNamesByUserIds } from '../modules/shops/service.ts';
import { fileUrl } from '../modules/uploads/service.ts';

/** How much of a text the console's list shows. */
const PREVIEW_CHARS = 80;

/** Messages as the contract sends them, each operator's by their username (one query). */
export async function chatMessagesOut(
  db: Executor,
  config: Config,
  rows: readonly MessageRow[],
): Promise<ChatMessage[]> {
  const names = await usernamesByIds(
    db,
    rows
      .filter((row) => row.sender_role === 'operator' && row.sender_id !== null)
      .map((row) => row.sender_id!),
  );
  return rows.map((row) => ({
    seq: row.seq,
    clientId: row.client_id,
    from: row.sender_role,
    operatorName: row.sender_role === 'operator' ? (names.get(row.sender_id ?? 0) ?? null) : null,
    text: row.text,
    image: row.image === null ? null : { path: row.image, url: fileUrl(config, row.image) },
    at: iso(row.at),
  }));
}

/** Conversations as the console shows them: the merchant, the assignee, the last message, the unread count. */
export async function conversationsOut(
  db: Executor,
  rows: readonly ConversationRow[],
): Promise<ChatConversation[]> {
  const ids = rows.map((row) => row.id);
  const [names, shops, unread, last] = await Promise.all([
    usernamesByIds(db, [
      ...rows.map((row) => row.user_id),
      ...rows.filter((row) => row.assignee_id !== null).map((row) => row.assignee_id!),
    ]),
    shopNamesByUserIds(
      db,
      rows.map((row) => row.user_id),
    ),
    unreadByOperators(db, ids),
    lastMessages(db, rows),
  ]);
  return rows.map((row) => {
    const message = last.get(row.id);
    return {
      id: row.id,
      userId: row.user_id,
      username: names.get(row.user_id) ?? '',
      shopName: shops.get(row.user_id) ?? '',
      state: row.state,
      assignee:
        row.assignee_id === null ? null : { id: row.assignee_id, username: names.get(row.assignee_id) ?? '' },
      lastSeq: row.last_seq,
      // A picture has no text to preview: the console shows its own mark for it.
      lastMessage: message
        ? {
            from: message.sender_role,
            preview: (message.text ?? '').slice(0, PREVIEW_CHARS),
            at: iso(message.at),
          }
        : null,
      unread: unread.get(row.id) ?? 0,
      waitingSince: iso(row.waiting_since),
      merchantReadUpTo: row.merchant_read_seq,
      operatorReadUpTo: row.operator_read_seq,
    };
  });
}
