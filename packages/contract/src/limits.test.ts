import { describe, expect, it } from 'vitest';
import { password, pin, username } from './calls/common.ts';
import { homeFeedback } from './calls/merchant/home.ts';
import { isAmount, isFeedback, isNewPassword, isPin, isUsername } from './limits.ts';
import { moneyInput } from './money.ts';

// The forms' checks and the server's schemas read one module; here they must agree on the
// edges, so a form never lets through what the server refuses, nor refuses what it accepts.
const cases = {
  username: {
    schema: username,
    check: isUsername,
    samples: ['ab', 'abc', 'a'.repeat(32), 'a'.repeat(33), 'mia.shop_1-x', 'mia shop', 'mïa'],
  },
  password: {
    schema: password,
    check: isNewPassword,
    samples: ['1234567', '12345678', 'p'.repeat(64), 'p'.repeat(65)],
  },
  pin: { schema: pin, check: isPin, samples: ['123456', '12345', '1234567', '12345a', '１２３４５６'] },
  amount: {
    schema: moneyInput,
    check: isAmount,
    samples: [
      '10',
      '10.5',
      '10.55',
      '10.555',
      '0',
      '0.00',
      '0.01',
      '1e3',
      '-1',
      '99999999999.99',
      '999999999999',
    ],
  },
  feedback: {
    schema: homeFeedback.input.shape.content,
    check: isFeedback,
    samples: [
      'four',
      'five!',
      '  five  ',
      'x'.repeat(300),
      'x'.repeat(301),
      '你好世界吗',
      '你好世界',
      '👨‍👩‍👧‍👦abc',
      '👨‍👩‍👧‍👦abcd',
      '👍🏽'.repeat(300),
      '👍🏽'.repeat(301),
    ],
  },
};

describe.each(Object.entries(cases))('%s', (_name, { schema, check, samples }) => {
  it.each(samples)('the form and the schema agree on %j', (sample) => {
    expect(check(sample)).toBe(schema.safeParse(sample).success);
  });
});
