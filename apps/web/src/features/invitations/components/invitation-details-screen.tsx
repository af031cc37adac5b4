import Button from 'antd-mobile/es/components/button';
import QuestionCircleOutline from 'antd-mobile-icons/es/QuestionCircleOutline';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { SkeletonBlock } from '../../../components/page-skeleton.tsx';
import { LinkField } from '../../../components/share-link/link-field.tsx';
import { LinkQrCode } from '../../../components/share-link/link-qr-code.tsx';
import { useShareLink } from '../../../components/share-link/share-link.ts';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useMe } from '../../../lib/auth.ts';
import { copyText } from '../../../lib/clipboard.ts';
import { formatTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { showToast } from '../../../lib/toast.ts';
import { type Invitation, useInvitations } from '../api/invitations.ts';
import styles from './invitations.module.css';
import { StateTag } from './state-tag.tsx';

/**
 * The sign-up page with the code filled in (the invite form reads `?code=`), at the server's
 * public origin when it names one (the profile's `publicOrigin`), else where this page is.
 */
export const inviteLink = (code: string, origin?: string | null) =>
  new URL(`/invite?code=${encodeURIComponent(code)}`, origin || window.location.origin).href;

function Details({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const url = inviteLink(invitation.code, useMe().data?.publicOrigin);
  const { fieldRef, copy, share } = useShareLink(
    { url, title: t('invitations.shareTitle'), text: t('invitations.shareText', { code: invitation.code }) },
    { copied: t('invitations.linkCopied'), selected: t('invitations.linkSelected') },
  );
  const copyCode = async () => {
    if (await copyText(invitation.code))
      void showToast({ icon: 'success', content: t('invitations.codeCopied') });
    else void copy(); // the link holds the code, and its field can be selected by hand
  };

  return (
    <div className={styles.stack}>
      <section className={styles.card} aria-labelledby="invitation-for">
        <h2 className={styles.title} id="invitation-for">
          {t('invitations.forUser', { friend: invitation.username })}
        </h2>
        <dl className={styles.facts}>
          <dt>{t('invitations.stateLabel')}</dt>
          <dd>
            <StateTag state={invitation.state} />
          </dd>
          <dt>{t('invitations.createdLabel')}</dt>
          <dd>{formatTime(invitation.createdAt, lang)}</dd>
          {invitation.state === 'joined' ? (
            <>
              <dt>{t('invitations.joinedLabel')}</dt>
              <dd>{invitation.joinedAt ? formatTime(invitation.joinedAt, lang) : '—'}</dd>
              <dt>{t('invitations.friendIdLabel')}</dt>
              <dd>{invitation.friendId}</dd>
            </>
          ) : (
            <>
              <dt>
                {t(
                  invitation.state === 'expired' ? 'invitations.expiredLabel' : 'invitations.validUntilLabel',
                )}
              </dt>
              <dd data-testid="invitation-valid-until">{formatTime(invitation.expiresAt, lang)}</dd>
            </>
          )}
        </dl>
      </section>

      <section className={styles.card} aria-labelledby="invitation-code-title">
        <h2 className={styles.title} id="invitation-code-title">
          {t('invitations.codeTitle')}
        </h2>
        <p className={styles.code} data-testid="invitation-code">
          {invitation.code}
        </p>
        <p className={styles.muted}>{t('invitations.codeHint', { friend: invitation.username })}</p>
        <div className={styles.actions}>
          <Button color="primary" fill="outline" onClick={() => void copyCode()}>
            {t('invitations.copyCode')}
          </Button>
        </div>
      </section>

      <section className={styles.card} aria-labelledby="invitation-link-title">
        <h2 className={styles.title} id="invitation-link-title">
          {t('invitations.linkTitle')}
        </h2>
        <p className={styles.muted}>{t('invitations.linkHint')}</p>
        <LinkField ref={fieldRef} url={url} label={t('invitations.linkLabel')} />
        <div className={styles.actions}>
          <Button color="primary" onClick={() => void copy()}>
            {t('invitations.copyLink')}
          </Button>
          <Button color="primary" fill="outline" onClick={() => void share()}>
            {t('invitations.shareLink')}
          </Button>
        </div>
        <LinkQrCode
          url={url}
          label={t('invitations.qrLabel', { friend: invitation.username })}
          caption={t('invitations.qrHint')}
          testId="invitation-qr"
        />
      </section>
    </div>
  );
}

/**
 * /invitationDetails?id=N: one invitation, who it is for, its state and until when it is
 * valid, with its code, the sign-up link and the link's QR code to share. There is no call
 * for one invitation: it is found in the list, reading further pages until it shows up.
 */
export function InvitationDetailsScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useInvitations();
  const invitation = list.items.find((item) => item.id === id);
  const searching = !invitation && list.hasMore && !list.isError;
  const { fetchNextPage, isFetchingNextPage } = list;

  useEffect(() => {
    if (searching && !isFetchingNextPage) void fetchNextPage();
  }, [searching, isFetchingNextPage, fetchNextPage]);

  if (invitation) return <Details invitation={invitation} />;
  if (list.isError) return <LoadError onRetry={() => void list.refresh()} retrying={list.isFetching} />;
  if (list.isPending || searching) {
    return (
      <div className={styles.stack} aria-busy="true" data-testid="invitation-skeleton">
        <SkeletonBlock height={140} />
        <SkeletonBlock height={176} />
        <SkeletonBlock height={420} />
      </div>
    );
  }
  return (
    <StatusMessage
      icon={<QuestionCircleOutline />}
      title={t('invitations.notFoundTitle')}
      description={t('invitations.notFoundText')}
    >
      <Button block color="primary" size="large" onClick={() => navigate('/invitation', { replace: true })}>
        {t('invitations.backToList')}
      </Button>
    </StatusMessage>
  );
}
