import { ApiError } from '@shopkeeper/client';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { FormCard } from '../../../components/form/form-card.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { rules, useAppForm } from '../../../components/form/use-app-form.ts';
import { required } from '../../../lib/form-rules.ts';
import { safeRedirect } from '../../../lib/navigation.ts';
import { type SignInValues, useSignIn } from '../api/sign-in.ts';
import { AuthLayout } from './auth-layout.tsx';
import { ForgotPassword } from './forgot-password.tsx';
import styles from './login-form.module.css';

/** Sign in with username and password, then go where the person was headed. */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signIn = useSignIn();
  // Arriving from /reset-password: the new password is set, sign in with it.
  const passwordReset = (useLocation().state as { passwordReset?: boolean } | null)?.passwordReset === true;
  const form = useAppForm<SignInValues>('login', { defaultValues: { username: '', password: '' } });

  const submit = form.handleSubmit(async (values) => {
    try {
      await signIn.mutateAsync(values);
    } catch (error) {
      // A wrong password is the form's business; a lockout or a disabled account has already
      // sent the person to /404, which says why.
      if (error instanceof ApiError) form.showRefusal(error);
      return;
    }
    // Replaces /login: Back from the screen reached leads to where the person was before.
    navigate(safeRedirect(params.get('redirect')), { replace: true });
  });

  return (
    <AuthLayout
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          <span>{t('login.noAccount')}</span>
          <Link to="/invite">{t('login.toInvite')}</Link>
        </>
      }
    >
      {passwordReset && (
        <p className={styles.notice} role="status">
          {t('resetPassword.done')}
        </p>
      )}
      <FormCard
        onSubmit={submit}
        error={form.formError}
        actions={
          <Button block type="submit" color="primary" size="large" loading={form.formState.isSubmitting}>
            {t('login.submit')}
          </Button>
        }
      >
        <TextField
          {...form.field('username', { validate: rules(required('username')) })}
          label={t('fields.username')}
          placeholder={t('placeholders.username')}
          autoComplete="username"
          autoCapitalize="off"
          autoCorrect="off"
          enterKeyHint="next"
        />
        <TextField
          {...form.field('password', { validate: rules(required('password')) })}
          type="password"
          label={t('fields.password')}
          placeholder={t('placeholders.password')}
          autoComplete="current-password"
          enterKeyHint="go"
        />
      </FormCard>
      <ForgotPassword />
    </AuthLayout>
  );
}
