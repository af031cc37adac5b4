import type { ChatMessage } from '@shopkeeper/contract';

export {
  heldUpTo,
  highestSeq,
  lowestSeq,
  mergeMessages,
  newClientId,
} from '@shopkeeper/front-kit/chat-thread';

/**
 * A message not stored yet: shown at once, sent with its own `clientId` until the server
 * answers with the stored message (docs/decisions/033-live-stream-client.md).
 */
export interface PendingMessage {
  clientId: string;
  text: string | null;
  image: { path: string; url: string } | null;
  at: string;
  state: 'sending' | 'failed';
}

/** Pending messages the server has stored (their clientId came back) are shown stored only. */
export function withoutStored(pending: readonly PendingMessage[], stored: readonly ChatMessage[]) {
  const ids = new Set(stored.map((message) => message.clientId).filter(Boolean));
  return pending.filter((item) => !ids.has(item.clientId));
}

/** Local calendar day of a timestamp, to group messages under their date. */
export const dayKey = (iso: string) => {
  const date = new Date(iso);
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
};
