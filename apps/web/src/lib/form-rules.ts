import { isNewPassword, isUsername, PASSWORD, USERNAME } from '@shopkeeper/contract';
import type { TFunction } from 'i18next';
import type { Validator } from '../components/form/use-form.ts';

/**
 * Client-side checks with the contract's own limits (packages/contract/src/limits.ts), so a
 * person hears about a mistake before sending rather than from a toast.
 */

/** Fields with their own "please enter …" sentence (phrased naturally per language). */
export type RequiredField =
  | 'username'
  | 'password'
  | 'confirmPassword'
  | 'inviteCode'
  | 'currentPassword'
  | 'newPassword';

type Values = Record<string, string>;

export const required =
  (t: TFunction, field: RequiredField): Validator<Values> =>
  (value) =>
    value.trim() ? undefined : t(`validation.required.${field}`);

export const newUsername =
  (t: TFunction): Validator<Values> =>
  (value) =>
    isUsername(value.trim()) ? undefined : t('validation.username', { min: USERNAME.min, max: USERNAME.max });

export const newPassword =
  (t: TFunction): Validator<Values> =>
  (value) =>
    isNewPassword(value) ? undefined : t('validation.password', { min: PASSWORD.min, max: PASSWORD.max });

/** Spec §5: the two password entries must match; checked before anything is sent. */
export const sameAs =
  (t: TFunction, otherField: string): Validator<Values> =>
  (value, values) =>
    value === values[otherField] ? undefined : t('validation.mismatch');
