import type { ChatMessage } from '@shopkeeper/contract';
import { heldUpTo, mergeMessages, newClientId } from '@shopkeeper/front-kit/chat-thread';
import { useLiveEvent, useLiveResync } from '@shopkeeper/front-kit/live-stream-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type Conversation,
  markConversationRead,
  readConversation,
  sendReply,
  useRefreshConversations,
} from './chat.ts';

const PAGE = 50;
const CATCH_UP_PAGE = 200;

/** A reply not stored yet: shown at once, sent with its clientId until the server has it. */
export interface PendingReply {
  clientId: string;
  text: string | null;
  image: { path: string; url: string } | null;
  state: 'sending' | 'failed';
}

/**
 * One conversation as the operator sees it (docs/decisions/033-live-stream-client.md): stored
 * messages by seq, everything after the unbroken run held read again on a live event or a resync,
 * older pages on demand, replies sent with a clientId made once so a retry is stored once.
 * The team's read mark follows the newest message while the console is in view.
 */
export function useConversation(conversationId: number) {
  const refreshLists = useRefreshConversations();
  const [conversation, setConversation] = useState<Conversation | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState<PendingReply[]>([]);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [olderExist, setOlderExist] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const messagesRef = useRef<ChatMessage[]>([]);
  const pendingRef = useRef<PendingReply[]>([]);
  const readSent = useRef(0);
  const catching = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  // Answers for a conversation no longer shown are dropped.
  const current = useRef(conversationId);
  current.current = conversationId;

  const updatePending = useCallback((update: (items: PendingReply[]) => PendingReply[]) => {
    pendingRef.current = update(pendingRef.current);
    setPending(pendingRef.current);
  }, []);

  const absorb = useCallback(
    (incoming: ChatMessage[]) => {
      messagesRef.current = mergeMessages(messagesRef.current, incoming);
      setMessages(messagesRef.current);
      const stored = new Set(incoming.map((message) => message.clientId));
      updatePending((items) => items.filter((item) => !stored.has(item.clientId)));
    },
    [updatePending],
  );

  const markRead = useCallback(() => {
    const newest = heldUpTo(messagesRef.current);
    if (newest <= readSent.current || document.visibilityState === 'hidden') return;
    readSent.current = newest;
    void markConversationRead(conversationId, newest)
      .then((updated) => {
        if (current.current === conversationId) setConversation(updated);
        return refreshLists();
      })
      .catch(() => undefined);
  }, [conversationId, refreshLists]);

  const loadLatest = useCallback(async () => {
    try {
      const page = await readConversation({ conversationId, limit: PAGE });
      if (current.current !== conversationId) return;
      setConversation(page.conversation);
      readSent.current = page.conversation.operatorReadUpTo;
      absorb(page.messages);
      setOlderExist(page.more);
      setStatus('ready');
      markRead();
    } catch {
      if (current.current === conversationId) setStatus((was) => (was === 'ready' ? was : 'error'));
    }
  }, [conversationId, absorb, markRead]);

  const catchUp = useCallback(async (): Promise<void> => {
    if (catching.current) {
      again.current = true;
      return catching.current;
    }
    const run = async () => {
      do {
        again.current = false;
        let more = true;
        while (more) {
          const after = heldUpTo(messagesRef.current);
          const page = await readConversation({ conversationId, after, limit: CATCH_UP_PAGE });
          if (current.current !== conversationId) return;
          setConversation(page.conversation);
          absorb(page.messages);
          more = page.more && page.messages.length > 0;
        }
      } while (again.current);
      markRead();
    };
    catching.current = run()
      .catch(() => undefined)
      .finally(() => {
        catching.current = null;
      });
    return catching.current;
  }, [conversationId, absorb, markRead]);

  const loadOlder = async () => {
    const before = messagesRef.current[0]?.seq ?? 0;
    if (before <= 1) return;
    setLoadingOlder(true);
    try {
      const page = await readConversation({ conversationId, before, limit: PAGE });
      absorb(page.messages);
      setOlderExist(page.more);
    } catch {
      // The button stays for another try.
    } finally {
      setLoadingOlder(false);
    }
  };

  const deliver = async (clientId: string) => {
    const item = pendingRef.current.find((candidate) => candidate.clientId === clientId);
    if (!item) return;
    updatePending((items) => items.map((x) => (x.clientId === clientId ? { ...x, state: 'sending' } : x)));
    try {
      const { message } = await sendReply({
        conversationId,
        clientId,
        ...(item.text ? { text: item.text } : {}),
        ...(item.image ? { image: item.image.path } : {}),
      });
      absorb([message]);
      // A merchant message stored just before it is not held yet: read it rather than wait for a signal.
      if (heldUpTo(messagesRef.current) < (messagesRef.current.at(-1)?.seq ?? 0)) void catchUp();
      void refreshLists();
    } catch {
      // A lost answer may mean it was stored: "Retry" sends the same clientId, stored once.
      updatePending((items) => items.map((x) => (x.clientId === clientId ? { ...x, state: 'failed' } : x)));
    }
  };

  const send = (reply: Pick<PendingReply, 'text' | 'image'>) => {
    const clientId = newClientId();
    updatePending((items) => [...items, { ...reply, clientId, state: 'sending' }]);
    void deliver(clientId);
  };

  // A newly chosen conversation starts from its latest page.
  useEffect(() => {
    messagesRef.current = [];
    pendingRef.current = [];
    readSent.current = 0;
    setMessages([]);
    setPending([]);
    setConversation(null);
    setStatus('loading');
    void loadLatest();
  }, [loadLatest]);

  useLiveEvent('chat', (event) => {
    if (event.conversationId === conversationId) void catchUp();
  });
  useLiveResync(() => void catchUp());

  return {
    conversation,
    setConversation,
    messages,
    pending,
    status,
    olderExist,
    loadingOlder,
    loadOlder,
    reload: loadLatest,
    send,
    retry: (clientId: string) => void deliver(clientId),
  };
}

export type ConversationThread = ReturnType<typeof useConversation>;
