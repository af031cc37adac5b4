import type { ChatMessage } from '@shopkeeper/contract';

/**
 * What the merchant's chat and the console's conversation both do with stored messages
 * (docs/decisions/033-live-stream-client.md): merge them by seq, find where catching up
 * starts, and make a client id for a new message.
 */

/**
 * Stored messages merged in by their place: each seq once, the later copy kept, in order. The
 * database decides the order; a page read twice (a live event and a resync at once) doubles
 * nothing.
 */
export function mergeMessages(held: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return held as ChatMessage[];
  const bySeq = new Map(held.map((message) => [message.seq, message]));
  for (const message of incoming) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

export const highestSeq = (messages: readonly ChatMessage[]) => messages.at(-1)?.seq ?? 0;
export const lowestSeq = (messages: readonly ChatMessage[]) => messages[0]?.seq ?? 0;

/**
 * The last seq of the unbroken run from the lowest held: where catching up starts (and, in the
 * console, how far the team has read). A sent message comes back with its seq at once, so one
 * the other side stored just before it can sit in a gap below the highest seq held; reading
 * after the highest would skip it for good.
 */
export function heldUpTo(messages: readonly ChatMessage[]): number {
  let upTo = lowestSeq(messages);
  for (const message of messages) {
    if (message.seq > upTo + 1) break;
    upTo = message.seq;
  }
  return upTo;
}

/** A client's id for a message: made once, before the first try (the contract's 8–64 of [A-Za-z0-9_-]). */
export function newClientId(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
