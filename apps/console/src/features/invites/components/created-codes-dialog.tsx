import { Button, Modal, Typography } from 'antd';
import { formatTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import type { ConsoleInvite } from '../api/invites.ts';

/** The codes just made, each copyable, and all of them at once (one a line) to paste elsewhere. */
export function CreatedCodesDialog({ invites, onClose }: { invites: ConsoleInvite[]; onClose: () => void }) {
  const { t, lang } = useT();
  const all = invites.map((invite) => invite.code).join('\n');
  const expiresAt = invites[0]?.expiresAt ?? null;
  return (
    <Modal
      open
      title={t('invites.createdTitle', { count: invites.length })}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('users.close')}
        </Button>
      }
    >
      <Typography.Paragraph>
        {expiresAt
          ? t('invites.createdUntil', { time: formatTime(expiresAt, lang) })
          : t('invites.createdForever')}
      </Typography.Paragraph>
      <Typography.Paragraph copyable={{ text: all, tooltips: [t('invites.copyAll'), t('invites.copied')] }}>
        {t('invites.copyAll')}
      </Typography.Paragraph>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, maxHeight: 360, overflow: 'auto' }}>
        {invites.map((invite) => (
          <li key={invite.id} style={{ padding: '4px 0' }}>
            <Typography.Text code copyable>
              {invite.code}
            </Typography.Text>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
