import type { ConsoleUser } from '@shopkeeper/contract';
import { Alert, Form, Input, Modal } from 'antd';
import { useT } from '../../lib/i18n.ts';
import type { RestrictionAction } from './use-users.ts';

/** Same bound as the contract's `reason`. */
const REASON_MAX = 500;

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
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open
      title={t(`users.dialogs.${action}`, { name: user.username })}
      okText={t(`users.actions.${action}`)}
      okButtonProps={{ danger: true, loading: busy }}
      cancelText={t('users.cancel')}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      {action === 'disable' ? (
        <Alert
          type="warning"
          showIcon
          title={t('users.disableNote', { name: user.username })}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={({ reason }) => onSubmit(reason.trim())}
      >
        <Form.Item
          name="reason"
          label={t('users.reasonLabel')}
          rules={[{ required: true, whitespace: true, message: t('users.reasonRequired') }]}
        >
          <Input.TextArea autoFocus rows={3} maxLength={REASON_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
