import { ApiError } from '@shopkeeper/client';
import { ErrorCode, USERNAME } from '@shopkeeper/contract';
import Button from 'antd-mobile/es/components/button';
import UserAddOutline from 'antd-mobile-icons/es/UserAddOutline';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormCard } from '../../../components/form/form-card.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { rules, useAppForm } from '../../../components/form/use-app-form.ts';
import { PagedList } from '../../../components/list/paged-list.tsx';
import { SkeletonBlock } from '../../../components/page-skeleton.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { newUsername, required } from '../../../lib/form-rules.ts';
import { formatTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { showToast } from '../../../lib/toast.ts';
import { type Invitation, type InvitationPage, useInvitations, useInviteFriend } from '../api/invitations.ts';
import styles from './invitations.module.css';
import { StateTag } from './state-tag.tsx';

/** The rules as the server states them, and how many invitations are left today. */
function Rules({ page }: { page: InvitationPage }) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="invitation-rules-title">
      <h2 className={styles.title} id="invitation-rules-title">
        {t('invitations.rulesTitle')}
      </h2>
      <ul className={styles.rules}>
        <li>{t('invitations.ruleInviteOnly')}</li>
        <li>{t('invitations.rulePerDay', { perDay: page.perDay })}</li>
        <li>{t('invitations.ruleValid', { validDays: page.validDays })}</li>
      </ul>
      <p className={styles.remaining} data-testid="invitations-left">
        {t('invitations.left', { n: page.remainingToday, perDay: page.perDay })}
      </p>
    </section>
  );
}

/**
 * The friend's username, checked as the sign-up form checks it; each refusal (the day's
 * invitations used, already a merchant, sign-up closed, not a valid name) is said on the field.
 */
function InviteForm({ noneLeft }: { noneLeft: boolean }) {
  const { t } = useTranslation();
  const invite = useInviteFriend();
  // One key per attempt: a retry of the same attempt after a lost answer makes one code.
  const attempt = useRef<{ username: string; key: string }>(undefined);
  const form = useAppForm<{ username: string }>('invitation', { defaultValues: { username: '' } });

  const submit = form.handleSubmit(async ({ username }) => {
    const name = username.trim();
    if (attempt.current?.username !== name) attempt.current = { username: name, key: newIdempotencyKey() };
    try {
      await invite.mutateAsync({ username: name, idempotencyKey: attempt.current.key });
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      // A network failure keeps the key: sending again is the same attempt.
      if (error.kind === 'business') attempt.current = undefined;
      if (error.code === ErrorCode.USERNAME_EXISTS) {
        form.setError(
          'username',
          { type: 'server', message: 'invitations.alreadyMember' },
          { shouldFocus: true },
        );
        return;
      }
      form.showRefusal(error, {
        [ErrorCode.FRIEND_SUPPORT_MAXIMUM]: 'username',
        [ErrorCode.INVITE_REGISTRATION_CLOSED]: 'username',
        [ErrorCode.INVALID_PARAMETER]: 'username',
      });
      return;
    }
    attempt.current = undefined;
    form.reset();
    void showToast({ icon: 'success', content: t('invitations.created', { friend: name }) });
  });

  return (
    <FormCard
      title={t('invitations.formTitle')}
      titleId="invitation-form-title"
      onSubmit={submit}
      error={form.formError}
      actions={
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          loading={form.formState.isSubmitting}
          disabled={noneLeft}
        >
          {t('invitations.submit')}
        </Button>
      }
    >
      <TextField
        {...form.field('username', { validate: rules(required('username'), newUsername) })}
        label={t('invitations.usernameLabel')}
        hint={
          noneLeft ? t('invitations.noneLeft') : t('hints.username', { min: USERNAME.min, max: USERNAME.max })
        }
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        maxLength={USERNAME.max}
      />
    </FormCard>
  );
}

function InvitationRow({ invitation, lang }: { invitation: Invitation; lang: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/invitationDetails?id=${invitation.id}`}
      className={styles.row}
      data-testid={`invitation-${invitation.id}`}
    >
      <span className={styles.rowText}>
        <span className={styles.rowName}>{invitation.username}</span>
        <span className={styles.rowSub}>
          {t('invitations.codeValue', { code: invitation.code })}
          {invitation.friendId !== null && ` · ${t('invitations.friendId', { id: invitation.friendId })}`}
        </span>
        <span className={styles.rowSub}>
          {t('invitations.invitedAt', { time: formatTime(invitation.createdAt, lang) })}
        </span>
      </span>
      <StateTag state={invitation.state} />
    </Link>
  );
}

const RULES_HEIGHT = 240;
const ROW_HEIGHT = 86;

/**
 * /invitation: sign-up is by invitation only, so a merchant invites a friend by username
 * here. The rules and today's count, the form, then every invitation made, newest first,
 * each opening its code, link and QR code to share.
 */
export function InvitationScreen() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const list = useInvitations();
  const first = list.data?.pages[0];

  return (
    <div className={styles.stack}>
      {first ? <Rules page={first} /> : list.isPending && <SkeletonBlock height={RULES_HEIGHT} />}
      <InviteForm noneLeft={first !== undefined && first.remainingToday <= 0} />
      <h2 className={styles.title}>{t('invitations.listTitle')}</h2>
      <PagedList
        list={list}
        skeletonTestId="invitations-skeleton"
        skeleton={
          <>
            <SkeletonBlock height={ROW_HEIGHT} />
            <SkeletonBlock height={ROW_HEIGHT} />
            <SkeletonBlock height={ROW_HEIGHT} />
          </>
        }
        empty={
          <StatusMessage
            icon={<UserAddOutline />}
            title={t('invitations.emptyTitle')}
            description={t('invitations.emptyText')}
          />
        }
        endTexts={{ loading: t('invitations.loadingMore'), end: t('invitations.noMore') }}
      >
        {(items, end) => (
          <>
            <ul className={styles.list} aria-label={t('invitations.listTitle')}>
              {items.map((invitation) => (
                <li key={invitation.id}>
                  <InvitationRow invitation={invitation} lang={lang} />
                </li>
              ))}
            </ul>
            {end}
          </>
        )}
      </PagedList>
    </div>
  );
}
