import { FEEDBACK, FEEDBACK_STATUSES } from '@shopkeeper/contract';
import {
  Button,
  Flex,
  Form,
  Input,
  Modal,
  message,
  Popconfirm,
  Segmented,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { LoadMoreTable } from '../../../components/load-more-table.tsx';
import { MerchantLink } from '../../../components/merchant-link.tsx';
import { PrivateImage } from '../../../components/private-image.tsx';
import { formatTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import {
  type ConsoleFeedback,
  type FeedbackFilter,
  type FeedbackStatus,
  useFeedbackInbox,
  useFeedbackMove,
} from '../api/feedback.ts';

const FILTERS: readonly FeedbackFilter[] = [...FEEDBACK_STATUSES, 'all'];
const COLOURS: Record<FeedbackStatus, string | undefined> = {
  open: 'gold',
  replied: 'green',
  closed: undefined,
};

/** The operator's reply; a second reply replaces the first (the merchant sees the latest). */
function ReplyDialog({
  feedback,
  onClose,
  onReplied,
}: {
  feedback: ConsoleFeedback;
  onClose: () => void;
  onReplied: () => void;
}) {
  const { t } = useT();
  const move = useFeedbackMove();
  const [form] = Form.useForm<{ reply: string }>();
  return (
    <Modal
      open
      title={t('feedback.replyTitle', { name: feedback.username })}
      okText={t('feedback.send')}
      cancelText={t('feedback.cancel')}
      confirmLoading={move.isPending}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{feedback.content}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ reply: feedback.reply ?? '' }}
        onFinish={({ reply }) =>
          move.mutate({ action: 'reply', id: feedback.id, reply: reply.trim() }, { onSuccess: onReplied })
        }
      >
        <Form.Item
          name="reply"
          label={t('feedback.reply')}
          rules={[{ required: true, whitespace: true, message: t('feedback.replyRequired') }]}
        >
          <Input.TextArea rows={5} maxLength={FEEDBACK.reply} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** `/console/feedback`: merchants' feedback, answered and closed here; a reply notifies the merchant. */
export default function FeedbackPage() {
  const { t, lang } = useT();
  const [filter, setFilter] = useState<FeedbackFilter>('open');
  const inbox = useFeedbackInbox(filter);
  const move = useFeedbackMove();
  const [replying, setReplying] = useState<ConsoleFeedback | null>(null);
  const [toast, toastHolder] = message.useMessage();

  return (
    <>
      {toastHolder}
      <Typography.Paragraph type="secondary">{t('sections.feedback.description')}</Typography.Paragraph>
      <Flex vertical gap={16}>
        <Segmented<FeedbackFilter>
          value={filter}
          onChange={setFilter}
          options={FILTERS.map((value) => ({ value, label: t(`feedback.filters.${value}`) }))}
        />
        <LoadMoreTable<ConsoleFeedback>
          query={inbox}
          emptyText={t('feedback.empty')}
          loadMoreText={t('feedback.loadMore')}
          columns={[
            {
              key: 'merchant',
              title: t('feedback.columns.merchant'),
              render: (_, row) => <MerchantLink userId={row.userId} username={row.username} />,
            },
            {
              key: 'content',
              title: t('feedback.columns.content'),
              render: (_, row) => (
                <Flex vertical gap={8} style={{ maxWidth: 420 }}>
                  <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{row.content}</Typography.Text>
                  {row.images.length > 0 && (
                    <Space wrap>
                      {row.images.map((image) => (
                        <PrivateImage
                          key={image.path}
                          path={image.path}
                          alt={t('feedback.picture')}
                          unavailableText={t('feedback.pictureUnavailable')}
                          width={80}
                        />
                      ))}
                    </Space>
                  )}
                  {row.reply !== null && (
                    <Typography.Text type="secondary" style={{ whiteSpace: 'pre-wrap' }}>
                      {t('feedback.replied', { reply: row.reply })}
                    </Typography.Text>
                  )}
                </Flex>
              ),
            },
            {
              key: 'time',
              title: t('feedback.columns.sent'),
              render: (_, row) => formatTime(row.createdAt, lang),
            },
            {
              key: 'status',
              title: t('feedback.columns.status'),
              render: (_, row) => (
                <Tag color={COLOURS[row.status]} data-testid={`feedback-status-${row.id}`}>
                  {t(`feedback.filters.${row.status}`)}
                </Tag>
              ),
            },
            {
              key: 'actions',
              title: t('feedback.columns.actions'),
              render: (_, row) =>
                row.status === 'closed' ? null : (
                  <Space wrap>
                    <Button size="small" type="primary" onClick={() => setReplying(row)}>
                      {row.status === 'replied' ? t('feedback.replyAgain') : t('feedback.replyAction')}
                    </Button>
                    <Popconfirm
                      title={t('feedback.closeConfirm')}
                      okText={t('feedback.close')}
                      cancelText={t('feedback.cancel')}
                      onConfirm={() =>
                        move.mutate(
                          { action: 'close', id: row.id },
                          { onSuccess: () => void toast.success(t('feedback.closed')) },
                        )
                      }
                    >
                      <Button size="small" loading={move.isPending && move.variables?.id === row.id}>
                        {t('feedback.close')}
                      </Button>
                    </Popconfirm>
                  </Space>
                ),
            },
          ]}
        />
      </Flex>
      {replying ? (
        <ReplyDialog
          feedback={replying}
          onClose={() => setReplying(null)}
          onReplied={() => {
            setReplying(null);
            void toast.success(t('feedback.sent'));
          }}
        />
      ) : null}
    </>
  );
}
