import {
  ErrorCode,
  type ErrorCodeNumber,
  type MessageParams,
  type ValidationVariant,
} from '@shopkeeper/contract';

/** Re-exported so a service writes `fail(ErrorCode.WRONG_CREDENTIALS)` with one import. */
export { ErrorCode, type ErrorCodeNumber };

const CATALOGUE = new Set<number>(Object.values(ErrorCode));

/** A number read from elsewhere (a zod issue marker) as a catalogue code, if it is one. */
export const asErrorCode = (code: number | undefined): ErrorCodeNumber | undefined =>
  code !== undefined && CATALOGUE.has(code) ? (code as ErrorCodeNumber) : undefined;

/**
 * A business outcome with a catalogue code. Thrown from services; the error handler turns it
 * into `{ code, msg, data }` with the message in the reader's language and HTTP 200.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCodeNumber,
    readonly options: {
      params?: MessageParams;
      data?: unknown;
      /** For 403/405: the field and which validation sentence to use. */
      field?: string;
      variant?: ValidationVariant;
      httpStatus?: number;
    } = {},
  ) {
    super(`AppError ${code}`);
    this.name = 'AppError';
  }
}

export const fail = (code: ErrorCodeNumber, options?: AppError['options']) => new AppError(code, options);

function codeForVariant(field: string, variant: ValidationVariant): ErrorCodeNumber {
  if (field === 'body') return ErrorCode.BAD_REQUEST;
  return variant === 'required' || variant === 'choose'
    ? ErrorCode.PARAMETER_MISSING
    : ErrorCode.INVALID_PARAMETER;
}

/** A field-level validation failure (403 missing, 405 invalid). */
export const invalidField = (field: string, variant: ValidationVariant, params?: MessageParams) =>
  new AppError(codeForVariant(field, variant), {
    field,
    variant,
    params,
    data: { field, variant },
  });
