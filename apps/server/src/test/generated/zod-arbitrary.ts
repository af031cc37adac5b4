import fc from 'fast-check';
import type { z } from 'zod';

/**
 * A fast-check arbitrary of the values a zod 4 schema accepts, built by reading the schema's
 * own definition (`_zod.def`): the contract's input schemas are the only description of a
 * valid request, so the generated requests follow them as they change. `zod-fast-check` reads
 * zod 3's internals only (docs/decisions/036-inputs-generated-from-the-contract.md).
 *
 * What the definition cannot say — a refine's function, a transform's result, a check the
 * generator only approximates (a pattern with a lookahead, a length in UTF-16 units) — is
 * settled by filtering with the schema itself, so every value the arbitrary gives passes
 * `schema.safeParse`. A schema kind it does not know is an error, never a silent `undefined`:
 * a new kind in the contract must be taught here.
 */
export function arbitraryOf(schema: z.ZodType, options: BuildOptions = {}): fc.Arbitrary<unknown> {
  const cache = options.longest ? builtLongest : built;
  let arbitrary = cache.get(schema);
  if (!arbitrary) {
    arbitrary = build(schema, options);
    cache.set(schema, arbitrary);
  }
  return arbitrary;
}

export interface BuildOptions {
  /**
   * Free text at the longest its schema allows, in ASCII so a column counting characters
   * and zod counting UTF-16 units agree: a column narrower than its schema is found here,
   * where fast-check's usual short strings would never reach it.
   */
  longest?: boolean;
}

const built = new WeakMap<z.ZodType, fc.Arbitrary<unknown>>();
const builtLongest = new WeakMap<z.ZodType, fc.Arbitrary<unknown>>();

// biome-ignore lint/suspicious/noExplicitAny: zod's internal definitions, read only
type Def = { type: string; [key: string]: any };
// biome-ignore lint/suspicious/noExplicitAny: zod's internal definitions, read only
const defOf = (schema: unknown): Def => (schema as any)._zod.def;
// biome-ignore lint/suspicious/noExplicitAny: zod's internal check definitions, read only
const checksOf = (def: Def): Def[] => (def.checks ?? []).map((check: any) => check._zod.def);

const accepts = (schema: z.ZodType) => (value: unknown) => schema.safeParse(value).success;

/** Whether an object may leave the field out. */
export const mayBeLeftOut = (schema: z.ZodType) => schema.safeParse(undefined).success;

function build(schema: z.ZodType, options: BuildOptions): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const checks = checksOf(def);
  // A refine (a 'custom' check) is only known by running it.
  const refined = checks.some((check) => check.check === 'custom');
  const arbitrary = buildKind(schema, def, checks, options);
  return refined && def.type !== 'string' ? arbitrary.filter(accepts(schema)) : arbitrary;
}

function buildKind(schema: z.ZodType, def: Def, checks: Def[], options: BuildOptions): fc.Arbitrary<unknown> {
  const inner = (child: z.ZodType) => arbitraryOf(child, options);
  switch (def.type) {
    case 'string':
      return stringOf(def, checks, options).filter(accepts(schema));
    case 'number':
      return numberOf(checks);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string | number>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'object':
      return objectOf(def, inner);
    case 'array':
      return fc.array(inner(def.element), lengthBounds(checks));
    case 'tuple':
      return fc.tuple(...(def.items as z.ZodType[]).map(inner));
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(inner(def.innerType), { nil: undefined });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null });
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return inner(def.innerType);
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map(inner));
    case 'record':
      return recordOf(def, inner);
    case 'pipe':
      return pipeOf(schema, def, inner);
    case 'lazy':
      // Built on first use, so a schema that refers to itself does not build forever.
      return fc.constant(null).chain(() => inner(def.getter()));
    case 'any':
    case 'unknown':
      return fc.jsonValue();
    default:
      throw new Error(`zod-arbitrary: no generator for zod type "${def.type}"; teach zod-arbitrary.ts`);
  }
}

/** A pattern's source without its lookarounds, which fast-check cannot generate; the schema's filter still applies them. */
function withoutLookarounds(pattern: RegExp): RegExp {
  let source = '';
  for (let i = 0; i < pattern.source.length; i++) {
    if (pattern.source.startsWith('(?=', i) || pattern.source.startsWith('(?!', i)) {
      let depth = 0;
      for (; i < pattern.source.length; i++) {
        const char = pattern.source[i];
        if (char === '\\') i++;
        else if (char === '(') depth++;
        else if (char === ')' && --depth === 0) break;
      }
      continue;
    }
    source += pattern.source[i];
  }
  return new RegExp(source, pattern.flags);
}

/** The longest limit given at its length: the widest varchar column holds 500. */
const LONGEST_CHECKED = 1000;

function stringOf(def: Def, checks: Def[], options: BuildOptions): fc.Arbitrary<string> {
  // A format schema (z.email()) is its own format check; z.string().regex() carries it in its checks.
  const formats = [def, ...checks].filter((check) => check.check === 'string_format');
  if (formats.some((check) => check.format === 'email')) return fc.emailAddress();
  // A URL (a push endpoint): random text is never one, and filtering it would never end.
  if (formats.some((check) => check.format === 'url')) return fc.webUrl({ validSchemes: ['https'] });
  const pattern = formats.find((check) => check.pattern instanceof RegExp)?.pattern as RegExp | undefined;
  if (pattern) return fc.stringMatching(withoutLookarounds(pattern));
  const bounds = lengthBounds(checks);
  // Any printable text, astral planes and combining marks included: valid text is not only ASCII.
  const text = fc.string({ unit: 'grapheme', ...bounds });
  // Past LONGEST_CHECKED a field is a text column, not a varchar a schema could outgrow.
  if (!options.longest || bounds.maxLength === undefined || bounds.maxLength > LONGEST_CHECKED) return text;
  const longest = fc.string({
    unit: 'grapheme-ascii',
    minLength: bounds.maxLength,
    maxLength: bounds.maxLength,
  });
  // Ordinary text too, for a refine that wants less than the length allows (feedback's graphemes).
  return fc.oneof({ weight: 3, arbitrary: longest }, { weight: 1, arbitrary: text });
}

function lengthBounds(checks: Def[]): { minLength?: number; maxLength?: number } {
  const bounds: { minLength?: number; maxLength?: number } = {};
  for (const check of checks) {
    if (check.check === 'min_length') bounds.minLength = check.minimum;
    if (check.check === 'max_length') bounds.maxLength = check.maximum;
    if (check.check === 'length_equals') bounds.minLength = bounds.maxLength = check.length;
  }
  return bounds;
}

function numberOf(checks: Def[]): fc.Arbitrary<number> {
  const integer = checks.some((check) => check.check === 'number_format' && /int/.test(check.format));
  let min = integer ? Number.MIN_SAFE_INTEGER : -Number.MAX_VALUE;
  let max = integer ? Number.MAX_SAFE_INTEGER : Number.MAX_VALUE;
  let minExcluded = false;
  let maxExcluded = false;
  for (const check of checks) {
    if (check.check === 'greater_than' && Number(check.value) >= min) {
      min = Number(check.value);
      minExcluded = !check.inclusive;
    }
    if (check.check === 'less_than' && Number(check.value) <= max) {
      max = Number(check.value);
      maxExcluded = !check.inclusive;
    }
  }
  if (integer) {
    return fc.integer({
      min: minExcluded ? Math.floor(min) + 1 : Math.ceil(min),
      max: maxExcluded ? Math.ceil(max) - 1 : Math.floor(max),
    });
  }
  return fc.double({ min, max, minExcluded, maxExcluded, noNaN: true, noDefaultInfinity: true });
}

type Inner = (child: z.ZodType) => fc.Arbitrary<unknown>;

function objectOf(def: Def, inner: Inner): fc.Arbitrary<Record<string, unknown>> {
  const shape = def.shape as Record<string, z.ZodType>;
  const fields = Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, inner(field)]));
  const requiredKeys = Object.keys(shape).filter((key) => !mayBeLeftOut(shape[key]!));
  return fc.record(fields, { requiredKeys });
}

/**
 * zod 4's record over an enum wants every key of the enum (an exhaustive record); over a
 * string, or an enum or'ed with nothing (`z.partialRecord`), any keys.
 */
function recordOf(def: Def, inner: Inner): fc.Arbitrary<Record<string, unknown>> {
  const value = inner(def.valueType);
  const keys = defOf(def.keyType);
  if (keys.type === 'enum') {
    const entries = Object.values(keys.entries as Record<string, string>);
    return fc.record(Object.fromEntries(entries.map((key) => [key, value])));
  }
  return fc.dictionary(inner(def.keyType) as fc.Arbitrary<string>, value, { maxKeys: 5 });
}

/**
 * A pipe is generated from whichever side the whole pipe accepts more of, judged on a fixed
 * sample: the input side for a transform (`"1,2"` → `[1, 2]`), the output side for a check
 * given after a change of the text (`.trim().pipe(z.email())`). A transform has no values of
 * its own to generate.
 */
function pipeOf(schema: z.ZodType, def: Def, inner: Inner): fc.Arbitrary<unknown> {
  const sides = [def.in, def.out].filter((side) => defOf(side).type !== 'transform') as z.ZodType[];
  const accepted = (side: z.ZodType) =>
    fc.sample(inner(side), { numRuns: 30, seed: 36 }).filter(accepts(schema)).length;
  const best = sides
    .map((side) => ({ side, accepted: accepted(side) }))
    .sort((a, b) => b.accepted - a.accepted)[0];
  if (!best || best.accepted === 0) {
    throw new Error(
      'zod-arbitrary: neither side of a pipe gives values the pipe accepts; teach zod-arbitrary.ts',
    );
  }
  return inner(best.side).filter(accepts(schema));
}
