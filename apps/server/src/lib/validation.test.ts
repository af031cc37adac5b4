import { calls } from '@shopkeeper/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { parseInput } from './validation.ts';

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
