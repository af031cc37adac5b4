// No zod here: a front end that only converts amounts imports `@shopkeeper/contract/cents`
// and its download carries these few lines, not the schemas beside them in money.ts.

/**
 * Money is an integer number of cents everywhere inside the system and a decimal string with
 * exactly two places on the wire ("1234.50"). No float ever touches an amount.
 */
export type Cents = number;

const AMOUNT = /^(-)?(\d{1,11})(?:\.(\d{1,2}))?$/;

/** "12.3" → 1230. Throws RangeError on anything that is not a plain decimal amount. */
export function toCents(amount: string): Cents {
  const m = AMOUNT.exec(amount.trim());
  if (!m) throw new RangeError(`not a money amount: ${JSON.stringify(amount)}`);
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] && cents !== 0 ? -cents : cents;
}

/** 1230 → "12.30"; -5 → "-0.05". */
export function fromCents(cents: Cents | bigint): string {
  const value = typeof cents === 'bigint' ? cents : BigInt(cents);
  if (typeof cents === 'number' && !Number.isSafeInteger(cents)) {
    throw new RangeError(`not a whole number of cents: ${cents}`);
  }
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = abs / 100n;
  const frac = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${frac}`;
}
