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

/**
 * 1230 → "12.30"; -5 → "-0.05". A number is split with number arithmetic, which is exact for
 * every safe integer (the remainder first, then a multiple of 100 divided by 100), and is
 * about twice as fast as BigInt: the lists write several amounts per row (bench/README.md,
 * "Reads").
 */
export function fromCents(cents: Cents | bigint): string {
  if (typeof cents === 'bigint') {
    const negative = cents < 0n;
    const abs = negative ? -cents : cents;
    const frac = (abs % 100n).toString().padStart(2, '0');
    return `${negative ? '-' : ''}${abs / 100n}.${frac}`;
  }
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`not a whole number of cents: ${cents}`);
  }
  const abs = cents < 0 ? -cents : cents;
  const frac = abs % 100;
  return `${cents < 0 ? '-' : ''}${(abs - frac) / 100}.${frac < 10 ? '0' : ''}${frac}`;
}
