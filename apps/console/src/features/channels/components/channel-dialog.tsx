import { schemas } from '@shopkeeper/contract';
import { Form, Input, Modal, Select } from 'antd';
import { RefusalAlert, useFormRefusal } from '../../../lib/form-refusal.tsx';
import { useT } from '../../../lib/i18n.ts';
import { type Channel, type ChannelFields, useSaveChannel } from '../api/channels.ts';

type Values = { kind: Channel['kind']; name: string; address?: string; bankDetails?: string };

/**
 * Adds a channel or edits one. A USDT channel is paid to an address, a bank one by the
 * details merchants copy (holder, bank, account number); only the field its kind uses is sent.
 */
export function ChannelDialog({
  channel,
  onClose,
  onSaved,
}: {
  channel: Channel | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useT();
  const [form] = Form.useForm<Values>();
  const save = useSaveChannel();
  const general = useFormRefusal(form, save.error, {
    name: t('channels.name'),
    address: t('channels.address'),
    bankDetails: t('channels.bankDetails'),
  });

  const submit = (values: Values) => {
    const fields: ChannelFields =
      values.kind === 'bank'
        ? {
            kind: values.kind,
            name: values.name.trim(),
            bankDetails: values.bankDetails?.trim() ?? '',
            address: null,
          }
        : {
            kind: values.kind,
            name: values.name.trim(),
            address: values.address?.trim() ?? '',
            bankDetails: null,
          };
    save.mutate({ id: channel?.id ?? null, fields }, { onSuccess: onSaved });
  };

  return (
    <Modal
      open
      title={channel ? t('channels.editTitle', { name: channel.name }) : t('channels.addTitle')}
      okText={t('channels.save')}
      cancelText={t('users.cancel')}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <RefusalAlert error={general} />
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        initialValues={{
          kind: channel?.kind ?? 'usdt_trc20',
          name: channel?.name ?? '',
          address: channel?.address ?? '',
          bankDetails: channel?.bankDetails ?? '',
        }}
      >
        <Form.Item name="kind" label={t('channels.kind')}>
          <Select
            options={schemas.CHANNEL_KINDS.map((value) => ({ value, label: t(`channels.kinds.${value}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('channels.name')}
          extra={t('channels.nameHelp')}
          rules={[{ required: true, whitespace: true, message: t('channels.nameRequired') }]}
        >
          <Input maxLength={64} />
        </Form.Item>
        {/* The kind decides which field is asked for; re-rendered when it changes. */}
        <Form.Item noStyle shouldUpdate={(before: Values, after: Values) => before.kind !== after.kind}>
          {({ getFieldValue }) =>
            getFieldValue('kind') === 'bank' ? (
              <Form.Item
                name="bankDetails"
                label={t('channels.bankDetails')}
                extra={t('channels.bankDetailsHelp')}
                rules={[{ required: true, whitespace: true, message: t('channels.bankDetailsRequired') }]}
              >
                <Input.TextArea rows={4} maxLength={500} showCount />
              </Form.Item>
            ) : (
              <Form.Item
                name="address"
                label={t('channels.address')}
                rules={[{ required: true, whitespace: true, message: t('channels.addressRequired') }]}
              >
                <Input maxLength={128} spellCheck={false} />
              </Form.Item>
            )
          }
        </Form.Item>
      </Form>
    </Modal>
  );
}
