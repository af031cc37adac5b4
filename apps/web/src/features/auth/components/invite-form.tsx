import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormCard } from '../../../components/form/form-card.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { newPassword, newUsername, required, sameAs } from '../../../lib/form-rules.ts';
import { useSignUp } from '../api/sign-in.ts';
import { AuthLayout } from './auth-layout.tsx';

/**
 * Invite-code sign-up (spec §2 /invite). The code arrives in shared links as `?code=` or
 * `?inviteCode=`, and is filled in for the person.
 */
export function InviteForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signUp = useSignUp(() => navigate('/shopCenter', { replace: true }));
  const form = useForm(
    'invite',
    {
      inviteCode: params.get('code') ?? params.get('inviteCode') ?? '',
      username: '',
      password: '',
      confirmPassword: '',
    },
    {
      inviteCode: [required(t, 'inviteCode')],
      username: [required(t, 'username'), newUsername(t)],
      password: [required(t, 'password'), newPassword(t)],
      confirmPassword: [required(t, 'confirmPassword'), sameAs(t, 'password')],
    },
  );

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
        formRef={form.formRef}
        onSubmit={form.handleSubmit(({ inviteCode, username, password }) =>
          signUp.mutate({ inviteCode, username, password }),
        )}
        actions={
          <Button block type="submit" color="primary" size="large" loading={signUp.isPending}>
            {t('invite.submit')}
          </Button>
        }
      >
        <TextField
          {...form.field('inviteCode')}
          label={t('fields.inviteCode')}
          placeholder={t('placeholders.inviteCode')}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          maxLength={32}
        />
        <TextField
          {...form.field('username')}
          label={t('fields.username')}
          placeholder={t('placeholders.newUsername')}
          autoComplete="username"
          autoCapitalize="off"
          autoCorrect="off"
          maxLength={32}
        />
        <TextField
          {...form.field('password')}
          type="password"
          label={t('fields.password')}
          placeholder={t('placeholders.newPassword')}
          autoComplete="new-password"
          maxLength={64}
        />
        <TextField
          {...form.field('confirmPassword')}
          type="password"
          label={t('fields.confirmPassword')}
          placeholder={t('placeholders.confirmPassword')}
          autoComplete="new-password"
          maxLength={64}
        />
      </FormCard>
    </AuthLayout>
  );
}
