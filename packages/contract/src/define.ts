import type { z } from 'zod';
import { VALIDATION_VARIANTS, type ValidationVariant } from './errors/codes.ts';

/**
 * Who may make a call: nobody in particular, any signed-in user, a merchant, an operator, or
 * an external storefront holding a shop's order-intake key (`x-shop-key` header).
 * The server enforces it; clients read it to know whether to send the token.
 */
export type CallAuth = 'none' | 'user' | 'merchant' | 'operator' | 'shopKey';

/** The header an order-intake key travels in. */
export const SHOP_KEY_HEADER = 'x-shop-key';

/** Where an external storefront posts an order (calls.intakeOrderCreate; the apps' call tables leave it out). */
export const INTAKE_ORDER_CREATE_PATH = '/intake/v1/order/create';

export interface FileField {
  /** The multipart part name. */
  name: string;
  required: boolean;
}

export interface CallDefinition<
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
  A extends CallAuth = CallAuth,
> {
  /** Path under /api exactly as the specification writes it; `{param}` marks a path parameter. */
  path: string;
  method: 'GET' | 'POST';
  auth: A;
  summary: string;
  /** Body for POST, query for GET; for multipart calls, the text fields. */
  input: I;
  /** The `data` of a successful envelope. */
  output: O;
  /** Multipart calls carry files; they are declared here and checked by their bytes. */
  files?: readonly FileField[];
  /** Money-moving calls honour an Idempotency-Key header. */
  idempotent?: boolean;
}

export function defineCall<I extends z.ZodType, O extends z.ZodType, A extends CallAuth>(
  def: CallDefinition<I, O, A>,
): CallDefinition<I, O, A> {
  return def;
}

/** Whether a call file's export is a call, not a schema or constant declared beside it. */
export function isCallDefinition(value: unknown): value is CallDefinition {
  return (
    typeof value === 'object' &&
    value !== null &&
    'path' in value &&
    'method' in value &&
    'auth' in value &&
    'output' in value
  );
}

export type CallInput<C> = C extends CallDefinition<infer I, z.ZodType, CallAuth> ? z.input<I> : never;
export type CallParsedInput<C> = C extends CallDefinition<infer I, z.ZodType, CallAuth> ? z.output<I> : never;
export type CallOutput<C> = C extends CallDefinition<z.ZodType, infer O, CallAuth> ? z.output<O> : never;

/**
 * Marks a check whose failure has its own catalogue code rather than 403/405
 * (e.g. feedback length → 441). The server's validation mapper reads it.
 */
export const withCode = (code: number) => ({ message: `#${code}` });
export function codeFromIssueMessage(message: string | undefined): number | undefined {
  const m = message ? /^#(\d{3})$/.exec(message) : null;
  return m ? Number(m[1]) : undefined;
}

/**
 * Marks a check with the validation sentence to use when it fails (e.g. a PIN's pattern →
 * "digits only"), where the kind of check alone does not say it.
 */
export const withVariant = (variant: ValidationVariant) => ({ message: `~${variant}` });
export function variantFromIssueMessage(message: string | undefined): ValidationVariant | undefined {
  const m = message ? /^~(\w+)$/.exec(message) : null;
  return m && (VALIDATION_VARIANTS as readonly string[]).includes(m[1]!)
    ? (m[1] as ValidationVariant)
    : undefined;
}
