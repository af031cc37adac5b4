import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../../components/form/form-card.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { useMe } from '../../../lib/auth.ts';
import { newPassword, required, sameAs } from '../../../lib/form-rules.ts';
import { showToast } from '../../../lib/toast.ts';
import { useUpdatePassword } from '../api/update-password.ts';

/** Change the login password: the current one, then the new one twice. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const username = useMe().data?.username ?? '';
  const form = useForm(
    'password',
    { oldPassword: '', newPassword: '', confirmPassword: '' },
    {
      oldPassword: [required(t, 'currentPassword')],
      newPassword: [required(t, 'newPassword'), newPassword(t)],
      confirmPassword: [required(t, 'confirmPassword'), sameAs(t, 'newPassword')],
    },
  );
  const update = useUpdatePassword(() => {
    form.reset();
    void showToast({ icon: 'success', content: t('account.passwordChanged') });
  });

  return (
    <FormCard
      title={t('account.security')}
      titleId="change-password-title"
      formRef={form.formRef}
      onSubmit={form.handleSubmit(({ oldPassword, newPassword }) =>
        update.mutate({ oldPassword, newPassword }),
      )}
      actions={
        <Button block type="submit" color="primary" size="large" loading={update.isPending}>
          {t('account.changePassword')}
        </Button>
      }
    >
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <TextField
        {...form.field('oldPassword')}
        type="password"
        label={t('fields.currentPassword')}
        placeholder={t('placeholders.currentPassword')}
        autoComplete="current-password"
      />
      <TextField
        {...form.field('newPassword')}
        type="password"
        label={t('fields.newPassword')}
        placeholder={t('placeholders.newPassword')}
        autoComplete="new-password"
        maxLength={64}
      />
      <TextField
        {...form.field('confirmPassword')}
        type="password"
        label={t('fields.confirmNewPassword')}
        placeholder={t('placeholders.confirmPassword')}
        autoComplete="new-password"
        maxLength={64}
      />
    </FormCard>
  );
}
