import type { TFunction } from 'i18next';
import type { Validator } from '../components/form/use-form';

/**
 * Client-side checks mirroring the contract's (username 3–32 of A–Z a–z 0–9 _ . -, password
 * 8–64), so a person hears about a mistake before sending rather than from a toast.
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,32}$/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

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
    USERNAME_PATTERN.test(value.trim()) ? undefined : t('validation.username');

export const newPassword =
  (t: TFunction): Validator<Values> =>
  (value) =>
    value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX ? undefined : t('validation.password');

/** Spec §5: the two password entries must match; checked before anything is sent. */
export const sameAs =
  (t: TFunction, otherField: string): Validator<Values> =>
  (value, values) =>
    value === values[otherField] ? undefined : t('validation.mismatch');
