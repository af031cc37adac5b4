import { ApiError } from '@shopkeeper/client';
import { ErrorCode, isPin } from '@shopkeeper/contract';
import Button from 'antd-mobile/es/components/button';
import { Controller, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../../components/form/form-card.tsx';
import { rules, useAppForm } from '../../../components/form/use-app-form.ts';
import { useGoBack } from '../../../components/layouts/page-layout.tsx';
import { useMe } from '../../../lib/auth.ts';
import { showToast } from '../../../lib/toast.ts';
import { useUpdatePayPassword } from '../api/update-pay-password.ts';
import { PinField } from './pin-field.tsx';

interface PinValues {
  oldPayPassword: string;
  payPassword: string;
  confirmPayPassword: string;
}

const EMPTY: PinValues = { oldPayPassword: '', payPassword: '', confirmPayPassword: '' };

const sixDigits = (value: string) => (isPin(value) ? true : 'validation.pin');
const sameAsNew = (value: string, values: PinValues) =>
  value === values.payPassword ? true : 'validation.pinMismatch';

/**
 * Set the transaction PIN (six digits, twice), or change it with the current one. A wrong
 * current PIN and the lock after five wrong tries (with the time it ends) show on the form.
 */
export function PayPasswordForm() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const isSet = me?.payPasswordSet ?? false;
  const update = useUpdatePayPassword();
  const goBack = useGoBack();
  const form = useAppForm<PinValues>('payPassword', { defaultValues: EMPTY });

  const submit = form.handleSubmit(async ({ oldPayPassword, payPassword }) => {
    try {
      await update.mutateAsync(isSet ? { oldPayPassword, payPassword } : { payPassword });
    } catch (error) {
      if (error instanceof ApiError) {
        form.showRefusal(error, { [ErrorCode.OLD_PAY_PASSWORD_WRONG]: 'oldPayPassword' });
      }
      return;
    }
    void showToast({ icon: 'success', content: t(isSet ? 'payPassword.changed' : 'payPassword.saved') });
    goBack();
  });

  const pinField = (
    name: FieldPath<PinValues>,
    label: string,
    check: Parameters<typeof rules<PinValues>>,
  ) => (
    <Controller
      control={form.control}
      name={name}
      rules={{ validate: rules<PinValues>(...check) }}
      render={({ field, fieldState }) => (
        <PinField
          id={`payPassword_${name}`}
          label={label}
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );

  return (
    <FormCard
      title={t(isSet ? 'payPassword.changeTitle' : 'payPassword.setTitle')}
      titleId="pay-password-title"
      onSubmit={submit}
      error={form.formError}
      actions={
        <Button block type="submit" color="primary" size="large" loading={form.formState.isSubmitting}>
          {t('payPassword.submit')}
        </Button>
      }
    >
      {isSet && pinField('oldPayPassword', t('payPassword.current'), [sixDigits])}
      {pinField('payPassword', t('payPassword.new'), [sixDigits])}
      {pinField('confirmPayPassword', t('payPassword.confirm'), [sameAsNew])}
    </FormCard>
  );
}
