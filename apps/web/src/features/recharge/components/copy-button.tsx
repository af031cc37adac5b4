import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { ERROR_TOAST_MS } from '../../../lib/api-client.ts';
import { copyText } from '../../../lib/clipboard.ts';
import { showToast } from '../../../lib/toast.ts';

/** Copies `text`; says "copied", or "copy failed" when refused. */
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
