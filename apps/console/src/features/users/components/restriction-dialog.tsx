import type { ConsoleUser } from '@shopkeeper/contract';
import { Alert } from 'antd';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { RestrictionAction } from '../api/users.ts';

/** Asks for the reason the merchant will read, then sets the restriction. */
export function RestrictionDialog({
  user,
  action,
  busy,
  onSubmit,
  onCancel,
}: {
  user: ConsoleUser;
  action: RestrictionAction;
  busy: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useT();
  return (
    <ReasonDialog
      title={t(`users.dialogs.${action}`, { name: user.username })}
      okText={t(`users.actions.${action}`)}
      busy={busy}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      {action === 'disable' ? (
        <Alert
          type="warning"
          showIcon
          title={t('users.disableNote', { name: user.username })}
          style={{ marginBottom: 16 }}
        />
      ) : null}
    </ReasonDialog>
  );
}
