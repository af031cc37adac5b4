import type { OfficeHours } from '@shopkeeper/contract';
import {
  Button,
  Checkbox,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Skeleton,
  Table,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useT } from '../../../lib/i18n.ts';
import {
  type CannedReply,
  useCannedReplies,
  useDeleteCanned,
  useOfficeHours,
  useSaveCanned,
  useSaveOfficeHours,
} from '../api/chat.ts';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Monday first, as calendars here are read; the contract counts from Sunday (0). */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

type OfficeFields = Omit<OfficeHours, 'utcOffsetMinutes'> & { utcOffsetHours: number };

function OfficeHoursForm({ office }: { office: OfficeHours }) {
  const { t, lang } = useT();
  const save = useSaveOfficeHours();
  const [form] = Form.useForm<OfficeFields>();
  const dayName = new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' });

  const submit = (fields: OfficeFields) => {
    const { utcOffsetHours, ...rest } = fields;
    save.mutate({ ...rest, utcOffsetMinutes: Math.round(utcOffsetHours * 60) });
  };

  return (
    <Form<OfficeFields>
      form={form}
      layout="vertical"
      style={{ maxWidth: 560 }}
      initialValues={{ ...office, utcOffsetHours: office.utcOffsetMinutes / 60 }}
      onFinish={submit}
      aria-label={t('chat.officeHours')}
    >
      <Form.Item name="days" label={t('chat.days')}>
        <Checkbox.Group
          options={WEEK.map((day) => ({
            value: day,
            // 2023-01-01 was a Sunday.
            label: dayName.format(new Date(Date.UTC(2023, 0, 1 + day))),
          }))}
        />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item
          name="opens"
          label={t('chat.opens')}
          rules={[{ required: true, pattern: TIME, message: t('chat.timeFormat') }]}
        >
          <Input placeholder="09:00" style={{ width: 120 }} />
        </Form.Item>
        <Form.Item
          name="closes"
          label={t('chat.closes')}
          dependencies={['opens']}
          rules={[
            { required: true, pattern: TIME, message: t('chat.timeFormat') },
            ({ getFieldValue }) => ({
              validator: (_, value: string) =>
                !value || !TIME.test(value) || value > getFieldValue('opens')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('chat.closesAfterOpens'))),
            }),
          ]}
        >
          <Input placeholder="18:00" style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="utcOffsetHours" label={t('chat.utcOffset')} rules={[{ required: true }]}>
          <InputNumber min={-12} max={14} step={0.5} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="replyMinutes" label={t('chat.replyMinutes')} rules={[{ required: true }]}>
          <InputNumber min={1} max={7 * 24 * 60} style={{ width: 160 }} />
        </Form.Item>
      </Flex>
      {save.isError && (
        <Typography.Text type="danger" role="alert">
          {save.error.message || t('errors.unknown')}
        </Typography.Text>
      )}
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {save.isSuccess ? t('chat.saved') : t('chat.save')}
      </Button>
    </Form>
  );
}

function CannedDialog({ reply, onClose }: { reply: CannedReply | 'new'; onClose: () => void }) {
  const { t } = useT();
  const save = useSaveCanned();
  const [form] = Form.useForm<{ title: string; text: string }>();
  const initial = reply === 'new' ? { title: '', text: '' } : reply;
  return (
    <Modal
      open
      title={reply === 'new' ? t('chat.addCanned') : t('chat.editCanned')}
      okText={t('chat.save')}
      cancelText={t('chat.cancel')}
      confirmLoading={save.isPending}
      onCancel={onClose}
      onOk={() => form.submit()}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(fields) =>
          save.mutate(
            {
              ...(reply === 'new' ? {} : { id: reply.id }),
              title: fields.title.trim(),
              text: fields.text.trim(),
            },
            { onSuccess: onClose },
          )
        }
      >
        <Form.Item
          name="title"
          label={t('chat.cannedTitle')}
          rules={[{ required: true, whitespace: true, max: 100 }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="text"
          label={t('chat.cannedText')}
          rules={[{ required: true, whitespace: true, max: 2000 }]}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} />
        </Form.Item>
        {save.isError && (
          <Typography.Text type="danger" role="alert">
            {save.error.message || t('errors.unknown')}
          </Typography.Text>
        )}
      </Form>
    </Modal>
  );
}

function CannedReplies() {
  const { t } = useT();
  const canned = useCannedReplies();
  const remove = useDeleteCanned();
  const [editing, setEditing] = useState<CannedReply | 'new' | null>(null);
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
          {t('chat.cannedReplies')}
        </Typography.Title>
        <Button onClick={() => setEditing('new')}>{t('chat.addCanned')}</Button>
      </Flex>
      <Table<CannedReply>
        rowKey="id"
        size="small"
        loading={canned.isLoading}
        dataSource={canned.data ?? []}
        pagination={false}
        locale={{ emptyText: t('chat.noCanned') }}
        columns={[
          { key: 'title', title: t('chat.cannedTitle'), dataIndex: 'title' },
          { key: 'text', title: t('chat.cannedText'), dataIndex: 'text', ellipsis: true },
          {
            key: 'actions',
            title: t('chat.actions'),
            render: (_, reply) => (
              <Flex gap={8}>
                <Button size="small" onClick={() => setEditing(reply)}>
                  {t('chat.edit')}
                </Button>
                <Popconfirm
                  title={t('chat.deleteCanned')}
                  okText={t('chat.delete')}
                  cancelText={t('chat.cancel')}
                  onConfirm={() => remove.mutate(reply.id)}
                >
                  <Button size="small" danger>
                    {t('chat.delete')}
                  </Button>
                </Popconfirm>
              </Flex>
            ),
          },
        ]}
      />
      {editing && <CannedDialog reply={editing} onClose={() => setEditing(null)} />}
    </Flex>
  );
}

/** The team's office hours and promised reply time, and its canned replies. */
export function ChatSettings() {
  const { t } = useT();
  const office = useOfficeHours();
  return (
    <Flex vertical gap={32}>
      <section>
        <Typography.Title level={3} style={{ fontSize: 16 }}>
          {t('chat.officeHours')}
        </Typography.Title>
        {office.data ? <OfficeHoursForm office={office.data} /> : <Skeleton active />}
      </section>
      <CannedReplies />
    </Flex>
  );
}
