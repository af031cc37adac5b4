import { type CallDefinition, calls } from '@shopkeeper/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { arbitraryOf, type BuildOptions } from './zod-arbitrary.ts';

const SEED = 36;
const sample = (schema: z.ZodType, numRuns = 60, options: BuildOptions = {}) =>
  fc.sample(arbitraryOf(schema, options), { numRuns, seed: SEED });

describe('zod-arbitrary', () => {
  it('generates only values every call input schema of the contract accepts', () => {
    for (const [name, def] of Object.entries(calls) as [string, CallDefinition][]) {
      for (const longest of [false, true]) {
        const refused = sample(def.input, 60, { longest }).filter(
          (value) => !def.input.safeParse(value).success,
        );
        expect(refused, `${name}${longest ? ' (longest)' : ''}`).toEqual([]);
      }
    }
  });

  it('gives free text at its longest when asked', () => {
    expect(
      sample(z.string().trim().min(1).max(200), 20, { longest: true }).map((s) => (s as string).length),
    ).toContain(200);
    const nested = sample(z.object({ a: z.string().max(5).optional() }), 40, { longest: true });
    expect(nested.map((value) => (value as { a?: string }).a?.length)).toContain(5);
  });

  it('generates more than one value for each call (a constant would test nothing)', () => {
    for (const [name, def] of Object.entries(calls) as [string, CallDefinition][]) {
      const distinct = new Set(sample(def.input).map((value) => JSON.stringify(value)));
      // An input without fields has exactly one value: {}.
      const fields = Object.keys((def.input as unknown as { shape?: object }).shape ?? { union: 1 });
      expect(distinct.size > 1 || fields.length === 0, name).toBe(true);
    }
  });

  it('follows each kind of schema the contract uses, reaching its edges', () => {
    const cases: [string, z.ZodType, (values: unknown[]) => boolean][] = [
      ['int bounds', z.number().int().min(1).max(3), (v) => v.includes(1) && v.includes(3)],
      [
        'exclusive bounds',
        z.number().gt(0).lt(1),
        (v) => v.every((n) => (n as number) > 0 && (n as number) < 1),
      ],
      ['string lengths', z.string().min(2).max(4), (v) => v.every((s) => (s as string).length >= 2)],
      ['non-ASCII text', z.string(), (v) => v.some((s) => /[^ -~]/.test(s as string))],
      ['a pattern with a lookahead', z.string().regex(/^(?!0+$)\d{1,3}$/), (v) => v.length > 0],
      ['email', z.string().trim().max(200).pipe(z.email()), (v) => v.length > 0],
      ['enum', z.enum(['a', 'b']), (v) => v.includes('a') && v.includes('b')],
      ['literal', z.literal(true), (v) => v.every((x) => x === true)],
      ['optional', z.string().optional(), (v) => v.includes(undefined)],
      ['nullable', z.number().nullable(), (v) => v.includes(null)],
      ['default', z.number().default(3), (v) => v.includes(undefined)],
      [
        'array bounds',
        z.array(z.boolean()).min(1).max(2),
        (v) => v.every((a) => (a as unknown[]).length <= 2),
      ],
      [
        'exhaustive record',
        z.record(z.enum(['x', 'y']), z.number()),
        (v) => v.every((r) => 'x' in (r as object)),
      ],
      [
        'open record',
        z.record(z.string(), z.number()),
        (v) => v.some((r) => Object.keys(r as object).length > 0),
      ],
      [
        'discriminated union',
        z.discriminatedUnion('t', [
          z.object({ t: z.literal('a') }),
          z.object({ t: z.literal('b'), n: z.number() }),
        ]),
        (v) => new Set(v.map((x) => (x as { t: string }).t)).size === 2,
      ],
      [
        'transform pipe',
        z
          .string()
          .regex(/^\d{1,3}(,\d{1,3}){0,3}$/)
          .transform((s) => s.split(',').map(Number))
          .pipe(z.array(z.number())),
        (v) => v.every((s) => typeof s === 'string'),
      ],
      [
        'refine',
        z
          .number()
          .int()
          .refine((n) => n % 2 === 0),
        (v) => v.every((n) => (n as number) % 2 === 0),
      ],
      ['lazy', z.lazy(() => z.string().max(3)), (v) => v.length > 0],
    ];
    for (const [label, schema, holds] of cases) {
      const values = sample(schema, 200);
      expect(
        values.filter((value) => !schema.safeParse(value).success),
        label,
      ).toEqual([]);
      expect(holds(values), label).toBe(true);
    }
  });

  it('refuses to guess a schema kind it does not know', () => {
    expect(() => arbitraryOf(z.date())).toThrow(/no generator for zod type "date"/);
  });
});
