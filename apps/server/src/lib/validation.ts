import { codeFromIssueMessage, type ValidationVariant, variantFromIssueMessage } from '@shopkeeper/contract';
import type { z } from 'zod';
import { AppError, asErrorCode, ErrorCode, invalidField } from './app-error.ts';

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
 * How deep a request body may nest. The deepest input the contract declares is a few levels;
 * this leaves room for growth while keeping every walk over a body short.
 */
export const MAX_INPUT_DEPTH = 32;

/** A body nested deeper than any call accepts: refused before anything reads it. */
const tooDeep = () =>
  new AppError(ErrorCode.INVALID_PARAMETER, {
    field: 'body',
    variant: 'invalid',
    data: { field: 'body', variant: 'invalid', maxDepth: MAX_INPUT_DEPTH },
  });

interface Visit {
  value: unknown;
  depth: number;
  parent: Visit | undefined;
  key: string;
}

/**
 * A NUL character, or half of a surrogate pair (in `u` mode a whole pair is one code point and
 * does not match). No field has a use for either. PostgreSQL refuses a NUL in text (a 500
 * there, silently kept by SQLite); a lone half cannot be encoded as UTF-8 and is stored as
 * U+FFFD, so a password holding one matched a different password.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point
const BAD_TEXT = /[\u0000\uD800-\uDFFF]/u;

/**
 * One pass over the input, without recursion: refuses nesting deeper than MAX_INPUT_DEPTH and
 * returns the path of the first string holding BAD_TEXT. Each value is
 * looked at once; only objects and arrays are queued (a 62 KB array of numbers took 15 ms
 * when every element was queued) and a path is only built for the NUL found.
 */
export function badTextPath(input: unknown): string[] | undefined {
  if (typeof input === 'string') return BAD_TEXT.test(input) ? [] : undefined;
  if (input === null || typeof input !== 'object') return undefined;
  const pending: Visit[] = [{ value: input, depth: 0, parent: undefined, key: '' }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    if (visit.depth >= MAX_INPUT_DEPTH) throw tooDeep();
    const container = visit.value as Record<string, unknown>;
    const keys = Object.keys(container);
    const inner: Visit[] = [];
    for (const key of keys) {
      const value = container[key];
      if (typeof value === 'string') {
        if (BAD_TEXT.test(value)) return [...pathOf(visit), key];
      } else if (value !== null && typeof value === 'object') {
        inner.push({ value, depth: visit.depth + 1, parent: visit, key });
      }
    }
    // Pushed last to first, so the first nested field in the body is looked at first.
    for (let i = inner.length - 1; i >= 0; i--) pending.push(inner[i]!);
  }
  return undefined;
}

function pathOf(visit: Visit): string[] {
  const path: string[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) path.push(at.key);
  return path.reverse();
}

export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const badText = badTextPath(input);
  if (badText) throw invalidField(badText.join('.') || 'body', 'invalid');
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw toAppError(result.error, input ?? {});
  return result.data;
}
