import type { Rule } from '../components/form/use-app-form';

/**
 * Client-side checks mirroring the contract's (username 3–32 of A–Z a–z 0–9 _ . -, password
 * 8–64), so a person hears about a mistake before sending rather than from the server. Each
 * names the key of its message, worded when shown (components/form/form-message.ts).
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
  (field: RequiredField): Rule<Values> =>
  (value) =>
    value.trim() ? true : `validation.required.${field}`;

export const newUsername: Rule<Values> = (value) =>
  USERNAME_PATTERN.test(value.trim()) ? true : 'validation.username';

export const newPassword: Rule<Values> = (value) =>
  value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX ? true : 'validation.password';

/** Spec §5: the two password entries must match; checked before anything is sent. */
export const sameAs =
  (otherField: string): Rule<Values> =>
  (value, values) =>
    value === values[otherField] ? true : 'validation.mismatch';
