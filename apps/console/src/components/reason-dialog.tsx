import { Form, Input, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../lib/i18n.ts';

/** Same bound as the contract's `reason`. */
const REASON_MAX = 500;

/**
 * Asks for the reason the merchant will read before a refusal (a top-up, a withdrawal, an
 * identity) or a restriction (a disabled account, a frozen wallet) is sent; an empty reason
 * never leaves the form.
 */
export function ReasonDialog({
  title,
  okText,
  busy,
  label,
  children,
  onSubmit,
  onCancel,
}: {
  title: string;
  okText: string;
  busy: boolean;
  /** The reason's label, when someone other than the merchant reads it. */
  label?: string;
  /** What is being refused or restricted, shown above the reason. */
  children?: ReactNode;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useT();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open
      title={title}
      okText={okText}
      okButtonProps={{ danger: true, loading: busy }}
      cancelText={t('users.cancel')}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      {children}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={({ reason }) => onSubmit(reason.trim())}
      >
        <Form.Item
          name="reason"
          label={label ?? t('users.reasonLabel')}
          rules={[{ required: true, whitespace: true, message: t('users.reasonRequired') }]}
        >
          <Input.TextArea autoFocus rows={3} maxLength={REASON_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
