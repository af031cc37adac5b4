import { Button, Descriptions, Drawer, Flex, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { MerchantLink } from '../../../components/merchant-link.tsx';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useReturnFocus } from '../../../lib/use-return-focus.ts';
import type { Rejection } from '../api/review-queue.ts';
import type { Queue } from './review-queue.tsx';

/**
 * The frame of one item under review: its details (the merchant first, a refusal's reason
 * last), what the queue shows of it, and while it waits the decision: the queue's own approval
 * beside "Reject", which asks for the reason the merchant reads.
 */
export function ReviewDrawer({
  queue,
  item,
  title,
  size,
  details,
  reason,
  children,
  pending,
  approve,
  wrapDecision = (buttons) => buttons,
  decision,
  rejectTitle,
  rejectNote,
  dialogs,
  onClose,
}: {
  queue: Queue;
  item: { id: number; userId: number; username: string };
  title: string;
  size: number;
  /** Descriptions items, between the merchant and the reason. */
  details: ReactNode;
  reason: string | null;
  /** Sections below the details. */
  children?: ReactNode;
  pending: boolean;
  /** The approving button. */
  approve: ReactNode;
  /** Puts the decision buttons in what they belong to (a form whose submit approves). */
  wrapDecision?: (buttons: ReactNode) => ReactNode;
  decision: { send: (rejection: Rejection, done: string) => void; busy: boolean };
  rejectTitle: string;
  /** What is being refused, shown above the reason. */
  rejectNote?: ReactNode;
  /** The queue's confirmation dialogs. */
  dialogs?: ReactNode;
  onClose: () => void;
}) {
  const { t } = useT();
  const [rejecting, setRejecting] = useState(false);
  useReturnFocus();
  return (
    <Drawer open size={size} title={title} onClose={onClose} destroyOnHidden>
      <Flex vertical gap={24}>
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t(`${queue}.columns.merchant`)}>
            <MerchantLink userId={item.userId} username={item.username} />
          </Descriptions.Item>
          {details}
          {reason ? <Descriptions.Item label={t(`${queue}.reason`)}>{reason}</Descriptions.Item> : null}
        </Descriptions>
        {children}
        {pending
          ? wrapDecision(
              <Space>
                {approve}
                <Button danger onClick={() => setRejecting(true)}>
                  {t(`${queue}.reject`)}
                </Button>
              </Space>,
            )
          : null}
      </Flex>
      {dialogs}
      {rejecting ? (
        <ReasonDialog
          title={rejectTitle}
          okText={t(`${queue}.reject`)}
          busy={decision.busy}
          onCancel={() => setRejecting(false)}
          onSubmit={(text) =>
            decision.send({ action: 'reject', id: item.id, reason: text }, t(`${queue}.rejected`))
          }
        >
          {rejectNote}
        </ReasonDialog>
      ) : null}
    </Drawer>
  );
}
