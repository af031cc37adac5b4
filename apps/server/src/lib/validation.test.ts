import { calls } from '@shopkeeper/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { MAX_INPUT_DEPTH, nulPath, parseInput } from './validation.ts';

function refusal(schema: Parameters<typeof parseInput>[0], input: unknown) {
  try {
    parseInput(schema, input);
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, ...(error.options.data as object) };
    throw error;
  }
  throw new Error('accepted');
}

describe('turning schema failures into catalogue answers', () => {
  const withdraw = calls.withdrawAdd.input;
  const valid = { amount: '12.50', accountId: 3, payPassword: '123456' };

  it('says "digits only" for a PIN with letters, and names it', () => {
    expect(refusal(withdraw, { ...valid, payPassword: '12ab56' })).toEqual({
      code: 405,
      field: 'payPassword',
      variant: 'digits',
    });
  });

  it('asks for a missing value (403) and rejects an invalid amount (405) without throwing', () => {
    expect(refusal(withdraw, { amount: '1.00', accountId: 3 })).toMatchObject({
      code: 403,
      variant: 'required',
    });
    expect(refusal(withdraw, { ...valid, amount: '1.001' })).toMatchObject({ code: 405, field: 'amount' });
    expect(refusal(withdraw, { ...valid, amount: 12.5 })).toMatchObject({ code: 405, field: 'amount' });
  });

  it('uses a call’s own catalogue code where the contract gives one (feedback → 441)', () => {
    expect(refusal(calls.homeFeedback.input, { content: 'hey' })).toMatchObject({ code: 441 });
  });

  it('refuses NUL characters anywhere, naming the field', () => {
    expect(refusal(calls.login.input, { username: 'a\u0000b', password: 'x' })).toMatchObject({
      code: 405,
      field: 'username',
    });
  });
});

describe('bodies nested deeper than any call takes', () => {
  const nested = (depth: number, leaf: unknown): unknown => {
    let value = leaf;
    for (let i = 0; i < depth; i++) value = { a: value };
    return value;
  };

  it('refuses 7,000 levels, and 200,000, with 405 naming the body (never a stack overflow)', () => {
    for (const depth of [7_000, 200_000]) {
      expect(refusal(calls.login.input, { username: 'a', password: 'b', x: nested(depth, 'c') })).toEqual({
        code: 405,
        field: 'body',
        variant: 'invalid',
        maxDepth: MAX_INPUT_DEPTH,
      });
    }
  });

  it('still reads a body as deep as allowed, and names the full path of a NUL found in it', () => {
    expect(
      refusal(calls.login.input, { username: 'a', password: 'b', x: nested(MAX_INPUT_DEPTH - 2, 1) }),
    ).toMatchObject({
      code: 405,
      field: 'x',
      variant: 'unknownField',
    });
    expect(nulPath({ a: 'fine', b: { c: [{ d: 'ok' }, { e: 'x\u0000y' }] } })).toEqual(['b', 'c', '1', 'e']);
    expect(nulPath({ first: 'a\u0000', second: 'b\u0000' })).toEqual(['first']);
  });
});
