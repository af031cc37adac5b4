import { PASSWORD } from '@shopkeeper/contract';
import type { RegisterOptions } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { newPassword, required, sameAs } from '../../lib/form-rules.ts';
import { TextField, type TextFieldProps } from './text-field.tsx';
import { rules } from './use-app-form.ts';

/** The part of `useAppForm(...).field` these fields use (a form with both fields has it). */
type FieldProps = (
  name: 'newPassword' | 'confirmPassword',
  options: Pick<RegisterOptions, 'validate'>,
) => Pick<TextFieldProps, 'id' | 'name' | 'error' | 'ref' | 'onChange' | 'onBlur'>;

/**
 * A new password and its confirmation (the two must match, checked before sending),
 * as the password reset and the password change both ask for it.
 */
export function NewPasswordFields({ field }: { field: FieldProps }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        {...field('newPassword', { validate: rules(required('newPassword'), newPassword) })}
        type="password"
        label={t('fields.newPassword')}
        hint={t('hints.password', { min: PASSWORD.min, max: PASSWORD.max })}
        autoComplete="new-password"
        maxLength={PASSWORD.max}
      />
      <TextField
        {...field('confirmPassword', { validate: rules(required('confirmPassword'), sameAs('newPassword')) })}
        type="password"
        label={t('fields.confirmNewPassword')}
        placeholder={t('placeholders.confirmPassword')}
        autoComplete="new-password"
        maxLength={PASSWORD.max}
      />
    </>
  );
}
