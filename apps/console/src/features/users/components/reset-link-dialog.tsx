import { Button, Modal, Typography } from 'antd';
import { useT } from '../../../lib/i18n.ts';
import { formatTime } from './user-status.tsx';

/**
 * The reset link, shown this once (the server keeps only its hash), with a copy button and
 * its expiry. The link opens the merchant app, served from the same origin as the console.
 */
export function ResetLinkDialog({
  username,
  link,
  onClose,
}: {
  username: string;
  link: { path: string; expiresAt: string };
  onClose: () => void;
}) {
  const { t, lang } = useT();
  const url = `${window.location.origin}${link.path}`;
  return (
    <Modal
      open
      title={t('users.resetLinkTitle', { name: username })}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('users.close')}
        </Button>
      }
    >
      <Typography.Paragraph>{t('users.resetLinkIntro')}</Typography.Paragraph>
      <Typography.Paragraph code copyable={{ text: url }} style={{ wordBreak: 'break-all' }}>
        {url}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {t('users.resetLinkExpires', { time: formatTime(link.expiresAt, lang) })}
      </Typography.Paragraph>
    </Modal>
  );
}
