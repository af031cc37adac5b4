import { ApiError } from '@shopkeeper/client';
import { ErrorCode } from '@shopkeeper/contract';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../../components/form/form-card.tsx';
import { NewPasswordFields } from '../../../components/form/new-password-fields.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { rules, useAppForm } from '../../../components/form/use-app-form.ts';
import { useMe } from '../../../lib/auth.ts';
import { required } from '../../../lib/form-rules.ts';
import { showToast } from '../../../lib/toast.ts';
import { useUpdatePassword } from '../api/update-password.ts';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: PasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Change the login password: the current one, then the new one twice. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const username = useMe().data?.username ?? '';
  const update = useUpdatePassword();
  const form = useAppForm<PasswordValues>('password', { defaultValues: EMPTY });

  const submit = form.handleSubmit(async ({ oldPassword, newPassword }) => {
    try {
      await update.mutateAsync({ oldPassword, newPassword });
    } catch (error) {
      if (error instanceof ApiError) {
        form.showRefusal(error, { [ErrorCode.OLD_PASSWORD_WRONG]: 'oldPassword' });
      }
      return;
    }
    form.reset(EMPTY);
    // Not tied to a field: the success is a passing note.
    void showToast({ icon: 'success', content: t('account.passwordChanged') });
  });

  return (
    <FormCard
      title={t('account.security')}
      titleId="change-password-title"
      onSubmit={submit}
      error={form.formError}
      actions={
        <Button block type="submit" color="primary" size="large" loading={form.formState.isSubmitting}>
          {t('account.changePassword')}
        </Button>
      }
    >
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <TextField
        {...form.field('oldPassword', { validate: rules(required('currentPassword')) })}
        type="password"
        label={t('fields.currentPassword')}
        placeholder={t('placeholders.currentPassword')}
        autoComplete="current-password"
      />
      <NewPasswordFields field={form.field} />
    </FormCard>
  );
}
