import { codeFromIssueMessage, type ValidationVariant, variantFromIssueMessage } from '@shopkeeper/contract';
import type { z } from 'zod';
import { AppError, asErrorCode, invalidField } from './app-error.ts';

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function variantFor(issue: z.core.$ZodIssue, value: unknown): ValidationVariant {
  switch (issue.code) {
    case 'too_small':
      return typeof value === 'string' && value.trim() === '' ? 'empty' : 'tooShort';
    case 'too_big':
      return 'tooLong';
    default:
      return 'invalid';
  }
}

/**
 * The first problem in a zod failure as a catalogue error: a missing value is 403, anything
 * else 405, both naming the field; a check marked with its own code (withCode) uses it.
 */
export function toAppError(error: z.ZodError, input: unknown): AppError {
  const issue = error.issues[0]!;
  const ownCode = asErrorCode(codeFromIssueMessage(issue.message));
  if (ownCode) return new AppError(ownCode, { data: { field: issue.path.join('.') } });
  if (issue.code === 'unrecognized_keys') {
    return invalidField([...issue.path, issue.keys[0]].join('.'), 'unknownField');
  }
  const field = issue.path.length ? issue.path.join('.') : 'body';
  const value = valueAt(input, issue.path);
  const marked = variantFromIssueMessage(issue.message);
  if (marked && value !== undefined && value !== null) return invalidField(field, marked);
  if (value === undefined || value === null) {
    return invalidField(field, issue.code === 'invalid_value' ? 'choose' : 'required');
  }
  return invalidField(field, variantFor(issue, value));
}

/**
 * The path of the first string holding a NUL character. No field has a use for one, and
 * PostgreSQL refuses it in text (a 500 there, silently accepted by SQLite).
 */
function nulPath(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = nulPath(inner, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const withNul = nulPath(input);
  if (withNul) throw invalidField(withNul.join('.') || 'body', 'invalid');
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw toAppError(result.error, input ?? {});
  return result.data;
}
