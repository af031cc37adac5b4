import { ApiError } from '@shopkeeper/client';
import { ErrorCode, PASSWORD, USERNAME } from '@shopkeeper/contract';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormCard } from '../../../components/form/form-card.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { rules, useAppForm } from '../../../components/form/use-app-form.ts';
import { newPassword, newUsername, required, sameAs } from '../../../lib/form-rules.ts';
import { useSignUp } from '../api/sign-in.ts';
import { AuthLayout } from './auth-layout.tsx';

interface InviteValues {
  inviteCode: string;
  username: string;
  password: string;
  confirmPassword: string;
}

/**
 * Invite-code sign-up (/invite, docs/product.md#merchant-app-screens). The code arrives in
 * shared links as `?code=` or `?inviteCode=`, and is filled in for the person.
 */
export function InviteForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signUp = useSignUp();
  const form = useAppForm<InviteValues>('invite', {
    defaultValues: {
      inviteCode: params.get('code') ?? params.get('inviteCode') ?? '',
      username: '',
      password: '',
      confirmPassword: '',
    },
  });

  const submit = form.handleSubmit(async ({ inviteCode, username, password }) => {
    try {
      await signUp.mutateAsync({ inviteCode, username, password });
    } catch (error) {
      if (error instanceof ApiError) {
        form.showRefusal(error, {
          [ErrorCode.INVITE_CODE_REQUIRED]: 'inviteCode',
          [ErrorCode.INVITE_CODE_INVALID]: 'inviteCode',
          [ErrorCode.USERNAME_EXISTS]: 'username',
        });
      }
      return;
    }
    navigate('/shopCenter', { replace: true });
  });

  return (
    <AuthLayout
      title={t('invite.title')}
      subtitle={t('invite.subtitle')}
      footer={
        <>
          <span>{t('invite.haveAccount')}</span>
          <Link to="/login">{t('invite.toLogin')}</Link>
        </>
      }
    >
      <FormCard
        onSubmit={submit}
        error={form.formError}
        actions={
          <Button block type="submit" color="primary" size="large" loading={form.formState.isSubmitting}>
            {t('invite.submit')}
          </Button>
        }
      >
        <TextField
          {...form.field('inviteCode', { validate: rules(required('inviteCode')) })}
          label={t('fields.inviteCode')}
          placeholder={t('placeholders.inviteCode')}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          maxLength={32}
        />
        <TextField
          {...form.field('username', { validate: rules(required('username'), newUsername) })}
          label={t('fields.username')}
          hint={t('hints.username', { min: USERNAME.min, max: USERNAME.max })}
          autoComplete="username"
          autoCapitalize="off"
          autoCorrect="off"
          maxLength={USERNAME.max}
        />
        <TextField
          {...form.field('password', { validate: rules(required('password'), newPassword) })}
          type="password"
          label={t('fields.password')}
          hint={t('hints.password', { min: PASSWORD.min, max: PASSWORD.max })}
          autoComplete="new-password"
          maxLength={PASSWORD.max}
        />
        <TextField
          {...form.field('confirmPassword', {
            validate: rules(required('confirmPassword'), sameAs('password')),
          })}
          type="password"
          label={t('fields.confirmPassword')}
          placeholder={t('placeholders.confirmPassword')}
          autoComplete="new-password"
          maxLength={PASSWORD.max}
        />
      </FormCard>
    </AuthLayout>
  );
}
