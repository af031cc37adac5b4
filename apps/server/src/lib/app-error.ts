import type { MessageParams, ValidationVariant } from '@shopkeeper/contract';

/**
 * A business outcome with a catalogue code. Thrown from services; the error handler turns it
 * into `{ code, msg, data }` with the message in the reader's language and HTTP 200.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
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

export const fail = (code: number, options?: AppError['options']) => new AppError(code, options);

/** A field-level validation failure (403 missing, 405 invalid). */
export const invalidField = (field: string, variant: ValidationVariant, params?: MessageParams) =>
  new AppError(field === 'body' ? 400 : variant === 'required' || variant === 'choose' ? 403 : 405, {
    field,
    variant,
    params,
    data: { field, variant },
  });
