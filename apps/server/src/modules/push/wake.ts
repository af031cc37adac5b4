/**
 * Wakes this process's push sender when the listener has queued pushes, so a push leaves at
 * once rather than at the next poll (other servers find it at theirs).
 */
const senders = new Set<() => void>();

export function onPushQueued(wake: () => void): () => void {
  senders.add(wake);
  return () => senders.delete(wake);
}

export function wakePushSender(): void {
  for (const wake of senders) wake();
}
