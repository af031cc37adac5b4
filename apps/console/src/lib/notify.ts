import { message as staticMessage } from 'antd';
import { useEffect } from 'react';

/**
 * Toasts raised outside components (the API client's error handler) go through a message API
 * created by `message.useMessage()` inside the ConfigProvider, so they follow its locale and
 * theme; antd's static `message` cannot, so it is only the fallback before the app mounts.
 * (antd's `<App>` would do the same but also pulls modal and notification into the first
 * download.)
 */
type MessageApi = ReturnType<typeof staticMessage.useMessage>[0];
let appMessage: MessageApi | null = null;

export const ERROR_TOAST_SECONDS = 3;

export function showError(text: string): void {
  (appMessage ?? staticMessage).error(text, ERROR_TOAST_SECONDS);
}

/** Removes toasts that no longer apply (a refusal shown before a successful sign-in). */
export function clearToasts(): void {
  (appMessage ?? staticMessage).destroy();
}

/** Mounted once inside the ConfigProvider; renders the toasts' container. */
export function MessageBridge() {
  const [message, holder] = staticMessage.useMessage();
  useEffect(() => {
    appMessage = message;
    return () => {
      if (appMessage === message) appMessage = null;
    };
  }, [message]);
  return holder;
}
