import type { Glossary } from '../terms.ts';

/**
 * The error catalogue (docs/defaults.md#error-codes). The original specification's numbers
 * are kept exactly.
 */
export const ErrorCode = {
  OK: 200,
  SYSTEM_BUSY: 201,
  OPERATION_BUSY: 202,
  INVALID_OPERATION: 203,
  OPERATION_FAILED: 204,
  BAD_REQUEST: 400,
  ILLEGAL_REQUEST: 401,
  INVALID_REQUEST: 402,
  PARAMETER_MISSING: 403,
  NOT_FOUND: 404,
  INVALID_PARAMETER: 405,
  UNAUTHORIZED: 406,
  NOT_AUTHENTICATED: 407,
  TOKEN_EXPIRED: 408,
  INSUFFICIENT_PERMISSIONS: 409,
  INVALID_ACCOUNT: 410,
  ACCOUNT_DISABLED: 411,
  CREDENTIALS_REQUIRED: 412,
  WRONG_CREDENTIALS: 413,
  INVALID_VERIFICATION_CODE: 414,
  WRONG_CODE: 415,
  CODE_REQUIRED: 416,
  USERNAME_EXISTS: 417,
  USERNAME_DUPLICATED: 418,
  ROUTE_EXISTS: 419,
  ROUTE_DUPLICATED: 420,
  OLD_PASSWORD_WRONG: 421,
  INVITE_CODE_EXISTS: 422,
  INVITE_CODE_DUPLICATED: 423,
  INSUFFICIENT_BALANCE: 424,
  LANGUAGE_EXISTS: 425,
  LANGUAGE_NOT_CONFIGURED: 426,
  LANGUAGE_DUPLICATED: 427,
  GOODS_TYPE_NOT_CONFIGURED: 428,
  GOODS_TYPE_LANGUAGE_NOT_CONFIGURED: 429,
  GOODS_CODE_EXISTS: 430,
  GOODS_CODE_DUPLICATED: 431,
  LOGISTICS_EXISTS: 432,
  LOGISTICS_MISSING: 433,
  LOGISTICS_STEP_DUPLICATED: 434,
  LOGISTICS_STEP_LANGUAGE_DUPLICATED: 435,
  INVITE_CODE_REQUIRED: 436,
  INVALID_USER_PAGE: 437,
  INVITE_CODE_INVALID: 438,
  INVITE_REGISTRATION_CLOSED: 439,
  LOGIN_ERROR: 440,
  FEEDBACK_LENGTH: 441,
  ADD_FAILED: 442,
  OLD_PAY_PASSWORD_WRONG: 443,
  PAYMENT_ACCOUNTS_MAXIMUM: 444,
  PAY_PASSWORD_NOT_SET: 445,
  PAY_PASSWORD_WRONG: 446,
  SHOWCASE_DELETE_LIMIT: 447,
  BELOW_MINIMUM_DEPOSIT: 448,
  WITHDRAWAL_FORBIDDEN: 449,
  WALLET_FROZEN: 450,
  WITHDRAWAL_ACCOUNT_NOT_FOUND: 451,
  SHOWCASE_MAXIMUM: 452,
  ACTIVITY_ADDED: 453,
  FRIEND_SUPPORT_MAXIMUM: 454,
  UNKNOWN_ERROR: 500,
  SYSTEM_ERROR: 501,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorCodeNumber = (typeof ErrorCode)[ErrorCodeName];

/** Every catalogue code except success, in numeric order. */
export const CATALOGUE_CODES = Object.values(ErrorCode)
  .filter((c) => c !== ErrorCode.OK)
  .sort((a, b) => a - b) as Exclude<ErrorCodeNumber, 200>[];

/**
 * Variants of the generic validation messages (please input, please choose, incorrect, …).
 * The code stays 403 or 405; the variant picks the sentence so the person is told exactly
 * what is wrong.
 */
export const VALIDATION_VARIANTS = [
  'required', // 403: please input {field}
  'choose', // 403: please choose {field}
  'invalid', // 405: {field} incorrect
  'empty', // 405: {field} cannot be empty
  'digits', // 405: digits only
  'tooLong', // 405: too long
  'tooShort', // 405: too short
  'unknownField', // 405: a field the call does not take
  'malformed', // 400: the body is not JSON
  'mismatch', // 405: the two password entries differ
  'commonPassword', // 405: the password is among the common ones
  'unchanged', // 405: the new password equals the current one
  'fileTooLarge', // 405: file must be smaller than {size} MB
  'fileType', // 405: only JPEG, PNG, WebP images
] as const;
export type ValidationVariant = (typeof VALIDATION_VARIANTS)[number];

/** Field names that appear in messages, translated like everything else. */
export const FIELD_NAMES = [
  'username',
  'password',
  'oldPassword',
  'newPassword',
  'confirmPassword',
  'inviteCode',
  'amount',
  'payPassword',
  'oldPayPassword',
  'accountId',
  'content',
  'text',
  'signature',
  'lang',
  'file',
  'body',
  'reason',
  'token',
  'email',
  'phone',
  'whatsapp',
  'telegram',
  'hours',
  'notes',
  'search',
  'txHash',
  'channelId',
  'proof',
  'address',
  'bankDetails',
  'realName',
  'idNo',
  'front',
  'back',
  'qualification',
  'accountName',
  'bankName',
  'cardNumber',
  'branchNumber',
  'walletAddress',
  'walletNote',
] as const;
export type FieldName = (typeof FIELD_NAMES)[number];

/**
 * What a translation file holds: a message per code, per validation variant and per field,
 * and the language's glossary terms the messages name with `$t(term.<key>)`.
 */
export interface CatalogueMessages {
  terms: Glossary;
  codes: Record<Exclude<ErrorCodeNumber, 200>, string>;
  validation: Record<ValidationVariant, string>;
  fields: Record<FieldName, string>;
}
