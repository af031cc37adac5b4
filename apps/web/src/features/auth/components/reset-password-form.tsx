import { ApiError } from '@shopkeeper/client';
import { ErrorCode } from '@shopkeeper/contract';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormCard } from '../../../components/form/form-card.tsx';
import { NewPasswordFields } from '../../../components/form/new-password-fields.tsx';
import { useAppForm } from '../../../components/form/use-app-form.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthLayout } from './auth-layout.tsx';
import styles from './reset-password-form.module.css';

interface ResetValues {
  newPassword: string;
  confirmPassword: string;
}

/**
 * /reset-password?token=…: the one-time link an operator gives a merchant who forgot their
 * password. The new password twice, then sign-in with it.
 */
export function ResetPasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const reset = useResetPassword();
  const form = useAppForm<ResetValues>('reset', { defaultValues: { newPassword: '', confirmPassword: '' } });

  const submit = form.handleSubmit(async ({ newPassword }) => {
    try {
      await reset.mutateAsync({ token, newPassword });
    } catch (error) {
      if (error instanceof ApiError) form.showRefusal(error);
      return;
    }
    navigate('/login', { replace: true, state: { passwordReset: true } });
  });

  const linkRefused =
    reset.error instanceof ApiError && reset.error.code === ErrorCode.INVALID_VERIFICATION_CODE;
  const footer = <Link to="/login">{t('resetPassword.toLogin')}</Link>;

  if (!token || linkRefused) {
    return (
      <AuthLayout title={t('resetPassword.title')} subtitle={null} footer={footer}>
        <p className={styles.invalid} role="alert">
          {t('resetPassword.invalidLink')}
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('resetPassword.title')} subtitle={t('resetPassword.subtitle')} footer={footer}>
      <FormCard
        onSubmit={submit}
        error={form.formError}
        actions={
          <Button block type="submit" color="primary" size="large" loading={form.formState.isSubmitting}>
            {t('resetPassword.submit')}
          </Button>
        }
      >
        <NewPasswordFields field={form.field} />
      </FormCard>
    </AuthLayout>
  );
}
