import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { ERROR_TOAST_MS } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';

/** Puts `text` on the clipboard; says "copied", or the spec's "copy failed" when refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false; // refused: no permission, or the page is not secure
  }
}

export function CopyButton({ text, testId }: { text: string; testId?: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    if (await copyText(text)) void showToast({ icon: 'success', content: t('recharge.copied') });
    else void showToast({ content: t('recharge.copyFailed'), duration: ERROR_TOAST_MS });
  };
  return (
    <Button size="small" color="primary" fill="outline" onClick={() => void copy()} data-testid={testId}>
      {t('recharge.copy')}
    </Button>
  );
}
