import type { ChatMessage } from '@shopkeeper/contract';
import type { AppContext } from '../context.ts';
import { afterCommit, inTransaction, type Trx } from '../db/index.ts';
import { invalidField } from '../lib/app-error.ts';
import {
  advanceConversation,
  type ConversationRow,
  insertMessage,
  lockConversation,
  lockConversationOfUser,
  messageByClientId,
} from '../modules/chat/service.ts';
import { isOwnUpload } from '../modules/uploads/service.ts';
import { chatMessagesOut } from './chat-views.ts';
import { recordEvent } from './record-event.ts';

export type ChatSender =
  | { role: 'merchant'; id: number }
  | { role: 'operator'; id: number; conversationId: number };

export interface ChatSend {
  clientId: string;
  text?: string;
  image?: string;
}

/** Tells the merchant's streams and every operator's that a conversation changed (after its commit). */
export function signalConversation(
  ctx: AppContext,
  conversation: { id: number; user_id: number },
  seq: number,
) {
  const signal = { type: 'chat' as const, conversationId: conversation.id, seq };
  ctx.live.publish({ userId: conversation.user_id }, signal);
  ctx.live.publish({ operators: true }, signal);
}

/**
 * Sends a chat message (docs/decisions/030-live-stream-and-chat.md), from the merchant (to
 * their own conversation, made on the first message, opened again when closed) or from an
 * operator (to a conversation by id; 404 when there is none). Exactly one of text and image:
 * neither is 403 naming text, both 405 naming image; an image must be a chat upload the
 * sender made (405 naming image). In one transaction under the conversation's lock: a message
 * this sender already stored with this clientId is returned as it is (a retry after a lost
 * answer, or its twin racing it); otherwise the next seq is taken and the message stored,
 * and an operator's records `chat.replied`. The streams hear of it after the commit.
 */
export async function sendChatMessage(
  ctx: AppContext,
  sender: ChatSender,
  input: ChatSend,
  now = Date.now(),
): Promise<{ message: ChatMessage }> {
  if (input.text === undefined && input.image === undefined) throw invalidField('text', 'required');
  if (input.text !== undefined && input.image !== undefined) throw invalidField('image', 'invalid');
  const { db } = ctx.database;
  if (input.image !== undefined && !(await isOwnUpload(db, input.image, 'chat', sender.id))) {
    throw invalidField('image', 'invalid');
  }
  const row = await inTransaction(ctx.database, async (trx) => {
    const conversation =
      sender.role === 'merchant'
        ? await lockConversationOfUser(trx, sender.id, now)
        : await lockConversation(trx, sender.conversationId);
    const earlier = await messageByClientId(trx, conversation.id, sender.role, input.clientId);
    if (earlier) return earlier;
    return storeMessage(ctx, trx, conversation, sender, input, now);
  });
  const [message] = await chatMessagesOut(db, ctx.config, [row]);
  return { message: message! };
}

async function storeMessage(
  ctx: AppContext,
  trx: Trx,
  conversation: ConversationRow,
  sender: ChatSender,
  input: ChatSend,
  now: number,
) {
  const seq = await advanceConversation(trx, conversation, sender, now);
  const row = await insertMessage(trx, {
    conversation_id: conversation.id,
    seq,
    sender_role: sender.role,
    sender_id: sender.id,
    client_id: input.clientId,
    text: input.text ?? null,
    image: input.image ?? null,
    at: now,
  });
  if (sender.role === 'operator') {
    await recordEvent(
      trx,
      { type: 'chat.replied', userId: conversation.user_id, data: { conversationId: conversation.id, seq } },
      now,
    );
  }
  afterCommit(trx, () => signalConversation(ctx, conversation, seq));
  return row;
}
