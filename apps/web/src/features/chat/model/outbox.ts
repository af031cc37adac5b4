import type { PendingMessage } from './thread.ts';

const KEY = 'chat.outbox';

/**
 * Messages not yet stored live in the tab's session storage: a reload (or the phone killing
 * a background tab) keeps them, and they are sent again with their same clientId, so the
 * server stores each once.
 */
export const outbox = {
  read(): PendingMessage[] {
    try {
      const items = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as unknown;
      return Array.isArray(items) ? (items as PendingMessage[]) : [];
    } catch {
      return [];
    }
  },
  write(items: readonly PendingMessage[]): void {
    try {
      if (items.length === 0) sessionStorage.removeItem(KEY);
      else sessionStorage.setItem(KEY, JSON.stringify(items));
    } catch {
      // Storage full or blocked: the messages still go from memory.
    }
  },
};
