import { isNewPassword, isUsername, PASSWORD, USERNAME } from '@shopkeeper/contract';
import { textMessage } from '../components/form/form-message.ts';
import type { Rule } from '../components/form/use-app-form.ts';

/**
 * Client-side checks with the contract's own limits (packages/contract/src/limits.ts), so a
 * person hears about a mistake before sending rather than from the server. Each names the
 * message to show, kept as a key and worded when shown (components/form/form-message.ts).
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
  (field: RequiredField): Rule<Values> =>
  (value) =>
    value.trim() ? true : `validation.required.${field}`;

export const newUsername: Rule<Values> = (value) =>
  isUsername(value.trim())
    ? true
    : textMessage('validation.username', { min: USERNAME.min, max: USERNAME.max });

export const newPassword: Rule<Values> = (value) =>
  isNewPassword(value) ? true : textMessage('validation.password', { min: PASSWORD.min, max: PASSWORD.max });

/** The two password entries must match; checked before anything is sent. */
export const sameAs =
  (otherField: string): Rule<Values> =>
  (value, values) =>
    value === values[otherField] ? true : 'validation.mismatch';
