import { useChatThread } from '../api/use-chat-thread.ts';
import styles from './chat.module.css';
import { ChatThread } from './chat-thread.tsx';
import { InputBar } from './input-bar.tsx';
import { OfficeHeader } from './office-header.tsx';

/** The "Chat" tab: the team's hours on top, the conversation, the input bar at the bottom. */
export function ChatPanel() {
  const thread = useChatThread();
  return (
    <div className={styles.panel}>
      {thread.office && <OfficeHeader office={thread.office} />}
      <ChatThread thread={thread} />
      <InputBar onSendText={thread.sendText} onSendImage={thread.sendImage} />
    </div>
  );
}
