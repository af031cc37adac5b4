import Tabs from 'antd-mobile/es/components/tabs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styles from './chat.module.css';
import { ChatPanel } from './chat-panel.tsx';

type Tab = 'chat' | 'help';

/**
 * /service: chatting with the support team, or the help articles (`?tab=help`), which the
 * route hands in (features never import each other).
 */
export function ServiceScreen({ help }: { help: ReactNode }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'help' ? 'help' : 'chat';
  const select = (key: string) =>
    setParams(key === 'help' ? { tab: 'help' } : {}, { replace: true, preventScrollReset: true });
  return (
    <div className={styles.screen}>
      <Tabs activeKey={tab} onChange={select} className={styles.tabs}>
        <Tabs.Tab key="chat" title={t('chat.tabChat')} />
        <Tabs.Tab key="help" title={t('chat.tabHelp')} />
      </Tabs>
      {tab === 'chat' ? <ChatPanel /> : help}
    </div>
  );
}
