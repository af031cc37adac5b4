import type { CallDefinition } from '@shopkeeper/contract';
import fc from 'fast-check';
import { JsonText, jsonText } from './wire.ts';

/**
 * Valid inputs broken the ways clients and attackers break them: a field left out, of the
 * wrong type, text no person types (astral, right-to-left, stacked combining marks, lone
 * surrogates, NUL), huge or deeply nested values, numbers JavaScript rounds, money amounts
 * with a third decimal or a sign, an array where an object goes, bodies that are not JSON or
 * not labelled as JSON. Each mutant names what was done, for a failure to be read at once.
 */
export interface Mutant {
  label: string;
  input: unknown;
  /** Sent instead of the input's JSON text (a POST's malformed or mislabelled body). */
  body?: string;
  headers?: Record<string, string>;
}

const ZALGO = `Z${'\u0301\u0336\u0489'.repeat(40)}`;

/** Text a person hardly types but a client can send: each is valid UTF-16 unless it says otherwise. */
export const HOSTILE_TEXT = [
  '𝕳𝖊𝖑𝖑𝖔 😀👨‍👩‍👧‍👦', // astral: two code units each, one grapheme for the family
  '\u202Eevil\u202C مرحبا שלום', // right-to-left override, Arabic, Hebrew
  ZALGO, // one letter under 120 combining marks
  'e\u0301', // a combining accent: two code points, one character
  '\uFEFFbom', // a byte-order mark
  'zero\u200Bwidth\u200Djoin',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, sent as plain text
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  ' padded ',
  '１２３', // full-width digits
  '\u0007\u001b[31mbell',
] as const;

/** Text no field may hold: the server refuses these in every field (lib/validation.ts). */
export const BROKEN_TEXT = ['a\u0000b', '\uD800', 'x\uDC00y', '\uDBFF\u0000'] as const;

/** Amounts a careless or hostile client sends for a two-decimal positive amount (docs/money.md). */
export const BAD_AMOUNTS = [
  '1.005',
  '-0.01',
  '1e3',
  '0',
  '0.00',
  '00.01',
  '1.',
  '.5',
  '1,00',
  ' 1.00',
  '+1.00',
  '0x10',
  'Infinity',
  'NaN',
  '99999999999999.99',
  '１.００',
] as const;

/** Numbers at and past every edge JSON can carry. */
export const BAD_NUMBERS: unknown[] = [
  0,
  -1,
  -0,
  1.5,
  0.1 + 0.2,
  Number.NaN, // not JSON: sent as the bare word
  Number.POSITIVE_INFINITY, // sent as 1e999, which JSON.parse reads as Infinity
  Number.NEGATIVE_INFINITY,
  Number.MAX_SAFE_INTEGER + 2,
  new JsonText('9007199254740993'), // past 2^53: JavaScript reads it as ...992
  new JsonText('1.0000000000000000000001'),
  new JsonText('-0.0'),
  1e308,
  Number.MIN_VALUE,
];

const deepArray = (depth: number) => new JsonText(`${'['.repeat(depth)}${']'.repeat(depth)}`);
const deepObject = (depth: number) => new JsonText(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);

/** Values of the wrong kind or size for almost any field. */
const WRONG_VALUES: unknown[] = [
  null,
  true,
  '',
  ' ',
  '1',
  [],
  {},
  [1, 2],
  { nested: true },
  'x'.repeat(60_000), // under the body limit, over every field's
  '𝕳'.repeat(16_000),
  deepArray(40),
  deepObject(40),
  deepArray(5_000),
];

/** A value that is wrong somewhere: picked from the lists above, or anything fast-check makes. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...WRONG_VALUES, ...BAD_NUMBERS, ...BAD_AMOUNTS), weight: 4 },
  { arbitrary: fc.constantFrom(...HOSTILE_TEXT, ...BROKEN_TEXT), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.anything({ maxDepth: 2 }), weight: 2 },
);

type Path = (string | number)[];

/** Every place in a value a mutation can reach: each field, each array item, at any depth. */
export function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [];
  const entries = Array.isArray(value) ? value.map((item, i) => [i, item] as const) : Object.entries(value);
  return entries.flatMap(([key, item]) => [[...prefix, key], ...pathsOf(item, [...prefix, key])]);
}

/** A copy of `value` with `path` set to `replacement`, or removed when `replacement` is `REMOVE`. */
export function withValueAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [key, ...rest] = path;
  const copy = Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) };
  const next = withValueAt((copy as Record<string | number, unknown>)[key!], rest, replacement);
  if (next === REMOVE) {
    if (Array.isArray(copy)) copy.splice(key as number, 1);
    else delete (copy as Record<string | number, unknown>)[key!];
  } else (copy as Record<string | number, unknown>)[key!] = next;
  return copy;
}
export const REMOVE = Symbol('remove');

const preview = (value: unknown) => {
  const text =
    value instanceof JsonText ? value.text : typeof value === 'symbol' ? 'removed' : jsonText(value);
  return text.length > 60 ? `${text.slice(0, 40)}… (${text.length} chars)` : text;
};
const at = (path: Path) => path.join('.') || 'body';

/** Mutants of one valid input of a call. */
export function mutantsOf(def: CallDefinition, valid: Record<string, unknown>): fc.Arbitrary<Mutant> {
  const paths = pathsOf(valid);
  const fieldBroken =
    paths.length === 0
      ? []
      : [
          fc.tuple(fc.constantFrom(...paths), badValue).map(([path, value]) => ({
            label: `${at(path)} ← ${preview(value)}`,
            input: withValueAt(valid, path, value),
          })),
          fc.constantFrom(...paths).map((path) => ({
            label: `${at(path)} left out`,
            input: withValueAt(valid, path, REMOVE),
          })),
          // An array where an object (or a single value) goes, and the other way round.
          fc.constantFrom(...paths).map((path) => ({
            label: `${at(path)} wrapped in an array`,
            input: withValueAt(valid, path, [pathValue(valid, path)]),
          })),
        ];
  const objectPaths: Path[] = [[], ...paths.filter((p) => isPlainObject(pathValue(valid, p)))];
  const extraField = fc
    .tuple(
      fc.constantFrom(...objectPaths),
      fc.constantFrom('unexpectedField', '__proto__', 'constructor'),
      badValue,
    )
    .map(([path, key, value]) => ({
      label: `unknown field ${at([...path, key])} ← ${preview(value)}`,
      // As own JSON keys, the way a client's body would carry "__proto__".
      input: withValueAt(valid, path, new JsonText(withKey(pathValue(valid, path), key, value))),
    }));
  const wholeBody = fc
    .constantFrom<unknown>([valid], [], 'text', 42, null, true, deepArray(40), deepObject(40))
    .map((value) => ({ label: `the whole input ← ${preview(value)}`, input: value }));
  const rawBodies = def.method === 'POST' ? [fc.constantFrom(...rawBodiesOf(valid))] : [];
  return fc.oneof(...fieldBroken, extraField, wholeBody, ...rawBodies);
}

/** POST bodies that are not the input's JSON, or not labelled as JSON. */
function rawBodiesOf(valid: Record<string, unknown>): Mutant[] {
  const json = jsonText(valid);
  const asJson = (label: string, body: string): Mutant => ({ label, input: valid, body });
  const labelled = (label: string, contentType: string, body = json): Mutant => ({
    label,
    input: valid,
    body,
    headers: { 'content-type': contentType },
  });
  return [
    asJson('JSON cut short', json.slice(0, Math.max(1, json.length - 2))),
    asJson('an empty body', ''),
    asJson('a byte-order mark before the JSON', `\uFEFF${json}`),
    asJson('NaN in the JSON', json.replace(/\}$/, `${json.length > 2 ? ',' : ''}"n":NaN}`)),
    asJson('an object nested 20,000 deep', `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`),
    asJson('a body over the 64 KB limit', `{"x":"${'x'.repeat(70_000)}"}`),
    asJson('a prototype-polluting key', json.replace(/^\{/, '{"__proto__":{"admin":true},')),
    labelled('JSON labelled text/plain', 'text/plain'),
    labelled('a form body', 'application/x-www-form-urlencoded', 'a=1&b=2'),
    labelled('multipart without a boundary', 'multipart/form-data', json),
    labelled('XML', 'application/xml', '<a>1</a>'),
    labelled('JSON labelled UTF-16', 'application/json; charset=utf-16', json),
  ];
}

const isPlainObject = (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function pathValue(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((at, key) => (at as Record<string | number, unknown>)?.[key], value);
}

function withKey(object: unknown, key: string, value: unknown): string {
  const inner = jsonText(object);
  const pair = `${JSON.stringify(key)}:${jsonText(value)}`;
  return inner === '{}' ? `{${pair}}` : inner.replace(/^\{/, `{${pair},`);
}

/**
 * A valid input with one text field given hostile text: valid by its schema when the field
 * takes any text, so it is sent as a valid input is (it may succeed, never with a 5xx).
 */
export function withHostileText(valid: unknown): fc.Arbitrary<Mutant> {
  const textPaths = pathsOf(valid).filter((path) => typeof pathValue(valid, path) === 'string');
  if (textPaths.length === 0) return fc.constant({ label: 'as generated', input: valid });
  return fc.tuple(fc.constantFrom(...textPaths), fc.constantFrom(...HOSTILE_TEXT)).map(([path, text]) => ({
    label: `${at(path)} ← ${preview(text)}`,
    input: withValueAt(valid, path, text),
  }));
}
