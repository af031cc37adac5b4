import { ApiError } from '@shopkeeper/client';
import { ErrorCode, PASSWORD } from '@shopkeeper/contract';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormCard } from '../../../components/form/form-card.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { rules, useAppForm } from '../../../components/form/use-app-form.ts';
import { newPassword, required, sameAs } from '../../../lib/form-rules.ts';
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
        <TextField
          {...form.field('newPassword', { validate: rules(required('newPassword'), newPassword) })}
          type="password"
          label={t('fields.newPassword')}
          hint={t('hints.password', { min: PASSWORD.min, max: PASSWORD.max })}
          autoComplete="new-password"
          maxLength={PASSWORD.max}
        />
        <TextField
          {...form.field('confirmPassword', {
            validate: rules(required('confirmPassword'), sameAs('newPassword')),
          })}
          type="password"
          label={t('fields.confirmNewPassword')}
          placeholder={t('placeholders.confirmPassword')}
          autoComplete="new-password"
          maxLength={PASSWORD.max}
        />
      </FormCard>
    </AuthLayout>
  );
}
