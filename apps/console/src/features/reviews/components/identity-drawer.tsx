import { Button, Descriptions, Flex, Image, Popconfirm, Typography } from 'antd';
import { PrivateImage } from '../../../components/private-image.tsx';
import { IdentityStatusTag } from '../../../components/status-tags.tsx';
import { formatTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { type ConsoleIdentity, useIdentityDecision } from '../api/identity.ts';
import { ReviewDrawer } from './review-drawer.tsx';
import type { ReviewDrawerProps } from './review-queue.tsx';

const PHOTOS = ['frontPhoto', 'backPhoto', 'qualificationPhoto'] as const;

/** One submission: the photos (click to enlarge) beside the name and number they must show. */
export function IdentityDrawer({
  identity,
  onClose,
  ...outcome
}: { identity: ConsoleIdentity } & ReviewDrawerProps) {
  const { t, lang } = useT();
  const decision = useIdentityDecision(outcome);

  return (
    <ReviewDrawer
      queue="identity"
      item={identity}
      size={720}
      title={t('identity.drawerTitle', { name: identity.username })}
      onClose={onClose}
      details={
        <>
          <Descriptions.Item label={t('identity.realName')}>
            <Typography.Text strong>{identity.realName}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('identity.idNo')}>
            <Typography.Text strong copyable>
              {identity.idNo}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('identity.columns.submitted')}>
            {formatTime(identity.createdAt, lang)}
          </Descriptions.Item>
          <Descriptions.Item label={t('identity.columns.status')}>
            <IdentityStatusTag status={identity.status} />
          </Descriptions.Item>
        </>
      }
      reason={identity.rejectReason}
      pending={identity.status === 'in_review'}
      approve={
        <Popconfirm
          title={t('identity.confirmApprove', { name: identity.realName ?? '' })}
          okText={t('identity.approve')}
          cancelText={t('users.cancel')}
          onConfirm={() => decision.send({ action: 'approve', id: identity.id }, t('identity.approved'))}
        >
          <Button type="primary" loading={decision.sending === 'approve'}>
            {t('identity.approve')}
          </Button>
        </Popconfirm>
      }
      decision={decision}
      rejectTitle={t('identity.rejectTitle', { name: identity.username })}
    >
      <Image.PreviewGroup>
        <Flex gap={16} wrap>
          {PHOTOS.map((photo) =>
            identity[photo] ? (
              <figure key={photo} style={{ margin: 0 }}>
                <PrivateImage
                  path={identity[photo]}
                  alt={t(`identity.photos.${photo}`)}
                  unavailableText={t('identity.photoUnavailable')}
                  width={200}
                />
                <figcaption>
                  <Typography.Text type="secondary">{t(`identity.photos.${photo}`)}</Typography.Text>
                </figcaption>
              </figure>
            ) : null,
          )}
        </Flex>
      </Image.PreviewGroup>
    </ReviewDrawer>
  );
}
