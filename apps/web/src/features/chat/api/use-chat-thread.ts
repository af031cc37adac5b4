import { ApiError } from '@shopkeeper/client';
import type { ChatMessage } from '@shopkeeper/contract';
import { useLiveEvent, useLiveResync } from '@shopkeeper/front-kit/live-stream-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { outbox } from '../model/outbox.ts';
import {
  heldUpTo,
  highestSeq,
  lowestSeq,
  mergeMessages,
  newClientId,
  type PendingMessage,
  withoutStored,
} from '../model/thread.ts';
import {
  type ChatOffice,
  chatUnreadQuery,
  isRetriable,
  markChatRead,
  readHistory,
  sendChat,
} from './chat.ts';

const PAGE = 30;
/** Catching up reads the contract's largest pages until nothing newer is left. */
const CATCH_UP_PAGE = 200;
/** Waits before the 2nd and 3rd automatic tries; after the 3rd the bubble offers a retry. */
export const RETRY_DELAYS_MS = [2000, 5000] as const;

export type ThreadStatus = 'loading' | 'ready' | 'error';

/**
 * The merchant's conversation (docs/decisions/033-live-stream-client.md). The database is the
 * source of truth: the thread holds stored messages by seq and reads everything after the
 * highest it holds whenever the stream says something is new or may have been missed. Sends
 * go through an outbox kept in session storage, each with its clientId made once, so a
 * retry (automatic, on coming back online, or the merchant's) is stored once.
 */
export function useChatThread() {
  const queryClient = useQueryClient();
  const [messages, setMessagesState] = useState<ChatMessage[]>([]);
  const [pending, setPendingState] = useState<PendingMessage[]>(() =>
    outbox.read().map((item) => ({ ...item, state: 'sending' })),
  );
  const [status, setStatus] = useState<ThreadStatus>('loading');
  const [olderExist, setOlderExist] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [office, setOffice] = useState<ChatOffice | null>(null);

  // Refs hold the truth for async work started in earlier renders.
  const messagesRef = useRef(messages);
  const pendingRef = useRef(pending);
  const statusRef = useRef(status);
  const inFlight = useRef(new Set<string>());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const readSent = useRef(0);

  const setPending = useCallback((update: (items: PendingMessage[]) => PendingMessage[]) => {
    pendingRef.current = update(pendingRef.current);
    outbox.write(pendingRef.current);
    setPendingState(pendingRef.current);
  }, []);

  const absorb = useCallback(
    (incoming: readonly ChatMessage[]) => {
      messagesRef.current = mergeMessages(messagesRef.current, incoming);
      setMessagesState(messagesRef.current);
      setPending((items) => withoutStored(items, incoming));
    },
    [setPending],
  );

  const setThreadStatus = useCallback((next: ThreadStatus) => {
    statusRef.current = next;
    setStatus(next);
  }, []);

  const loadLatest = useCallback(async () => {
    try {
      const page = await readHistory({ limit: PAGE });
      absorb(page.messages);
      setOlderExist(page.more);
      setOffice(page.office);
      readSent.current = Math.max(readSent.current, page.readUpTo);
      setThreadStatus('ready');
    } catch {
      if (statusRef.current !== 'ready') setThreadStatus('error');
    }
  }, [absorb, setThreadStatus]);

  // One catch-up at a time; a request during one runs once more after it.
  const catching = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const catchUp = useCallback(async (): Promise<void> => {
    if (statusRef.current !== 'ready') return loadLatest();
    if (catching.current) {
      again.current = true;
      return catching.current;
    }
    const run = async () => {
      do {
        again.current = false;
        let more = true;
        while (more) {
          const page = await readHistory({ after: heldUpTo(messagesRef.current), limit: CATCH_UP_PAGE });
          absorb(page.messages);
          setOffice(page.office);
          more = page.more && page.messages.length > 0;
        }
      } while (again.current);
    };
    catching.current = run()
      .catch(() => undefined) // the next event or resync reads again
      .finally(() => {
        catching.current = null;
      });
    return catching.current;
  }, [absorb, loadLatest]);

  const loadOlder = useCallback(async () => {
    const before = lowestSeq(messagesRef.current);
    if (before <= 1) return;
    setLoadingOlder(true);
    try {
      const page = await readHistory({ before, limit: PAGE });
      absorb(page.messages);
      setOlderExist(page.more);
    } catch {
      // The button stays; pressing it again reads again.
    } finally {
      setLoadingOlder(false);
    }
  }, [absorb]);

  const deliver = useCallback(
    async (clientId: string, attempt = 1): Promise<void> => {
      const item = pendingRef.current.find((candidate) => candidate.clientId === clientId);
      if (!item || inFlight.current.has(clientId)) return;
      inFlight.current.add(clientId);
      if (item.state !== 'sending') {
        setPending((items) => items.map((x) => (x.clientId === clientId ? { ...x, state: 'sending' } : x)));
      }
      try {
        const { message } = await sendChat({
          clientId,
          ...(item.text ? { text: item.text } : {}),
          ...(item.image ? { image: item.image.path } : {}),
        });
        inFlight.current.delete(clientId);
        absorb([message]);
        // A reply stored just before it is not held yet: read it rather than wait for a signal.
        if (heldUpTo(messagesRef.current) < highestSeq(messagesRef.current)) void catchUp();
      } catch (error) {
        inFlight.current.delete(clientId);
        const delay = RETRY_DELAYS_MS[attempt - 1];
        if (error instanceof ApiError && isRetriable(error) && delay !== undefined) {
          const timer = setTimeout(() => {
            timers.current.delete(timer);
            void deliver(clientId, attempt + 1);
          }, delay);
          timers.current.add(timer);
          return;
        }
        setPending((items) => items.map((x) => (x.clientId === clientId ? { ...x, state: 'failed' } : x)));
      }
    },
    [absorb, setPending, catchUp],
  );

  const sendText = (text: string) => enqueue({ text, image: null });
  const sendImage = (image: { path: string; url: string }) => enqueue({ text: null, image });
  const enqueue = ({ text, image }: Pick<PendingMessage, 'text' | 'image'>) => {
    const clientId = newClientId();
    setPending((items) => [
      ...items,
      { clientId, text, image, at: new Date().toISOString(), state: 'sending' },
    ]);
    void deliver(clientId);
  };

  /** Marks read up to the highest message actually shown; never backwards, never twice. */
  const markShown = useCallback(
    (seq: number) => {
      if (seq <= readSent.current) return;
      readSent.current = seq;
      void markChatRead(seq)
        .then(({ unread }) =>
          queryClient.setQueryData(chatUnreadQuery.queryKey, (old) => ({
            unread,
            lastSeq: Math.max(old?.lastSeq ?? 0, highestSeq(messagesRef.current)),
          })),
        )
        .catch(() => undefined);
    },
    [queryClient],
  );

  // First read, and what a reload left in the outbox goes again with its same clientId.
  useEffect(() => {
    void loadLatest();
    for (const item of pendingRef.current) void deliver(item.clientId);
  }, [loadLatest, deliver]);

  // Back online: every message still waiting goes again at once.
  useEffect(() => {
    const onOnline = () => {
      for (const item of pendingRef.current) void deliver(item.clientId);
    };
    window.addEventListener('online', onOnline);
    const pendingTimers = timers.current;
    return () => {
      window.removeEventListener('online', onOnline);
      for (const timer of pendingTimers) clearTimeout(timer);
    };
  }, [deliver]);

  useLiveEvent('chat', (event) => {
    if (event.seq > heldUpTo(messagesRef.current)) void catchUp();
  });
  useLiveResync(() => void catchUp());

  return {
    messages,
    pending,
    status,
    office,
    olderExist,
    loadingOlder,
    loadOlder,
    reload: loadLatest,
    sendText,
    sendImage,
    retry: (clientId: string) => void deliver(clientId),
    markShown,
  };
}

export type ChatThread = ReturnType<typeof useChatThread>;
