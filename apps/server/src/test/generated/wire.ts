import { createRequire } from 'node:module';
import type { CallDefinition } from '@shopkeeper/contract';
import type { InjectOptions } from 'fastify';

/**
 * How a generated input travels, and what the server reads back from it: a POST's JSON text,
 * a GET's query string, the path's parameters. A test judges an input by what the server
 * reads (the schema's verdict on it), not by the JavaScript value it started from: `NaN`
 * becomes no JSON at all, `1e999` becomes Infinity, a number in a query string becomes text.
 */

/** JSON text written as is, for numbers JavaScript cannot hold (`9007199254740993`, `-0`). */
export class JsonText {
  constructor(readonly text: string) {}
}

/**
 * JSON.stringify, except that non-finite numbers and JsonText are written as their text:
 * `NaN` (not JSON: the body is malformed), `1e999` for Infinity (JSON that parses to it).
 */
export function jsonText(value: unknown): string {
  if (value instanceof JsonText) return value.text;
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return 'NaN';
    if (!Number.isFinite(value)) return value > 0 ? '1e999' : '-1e999';
    return Object.is(value, -0) ? '-0' : JSON.stringify(value);
  }
  if (Array.isArray(value))
    return `[${value.map((v) => (v === undefined ? 'null' : jsonText(v))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`).join(',')}}`;
  }
  // A lone surrogate is written escaped ("\ud800"), as JSON.stringify does since ES2019.
  return JSON.stringify(value) ?? 'null';
}

/**
 * A string in a URL: percent-encoded as UTF-8, and a lone surrogate as the three bytes it
 * would take (WTF-8), which encodeURIComponent refuses to write.
 */
export function urlText(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

const queryValue = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : value !== null && typeof value === 'object'
      ? jsonText(value)
      : String(value);

/** A GET input as a query string: an array as the key repeated, an object as its JSON text. */
export function queryString(input: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      pairs.push(`${urlText(key)}=${urlText(queryValue(item))}`);
    }
  }
  return pairs.join('&');
}

// Fastify's own query-string and JSON parsers, so the test reads a request exactly as the
// server does (a leading byte-order mark is dropped; a "__proto__" key is refused).
const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
const fastQuerystring = fromFastify('fast-querystring') as { parse(query: string): Record<string, unknown> };
const secureJson = fromFastify('secure-json-parse') as {
  parse(text: string, reviver: null, options: { protoAction: 'error'; constructorAction: 'error' }): unknown;
};

/** Where a body is not a JSON object, the server reads no input: it refuses the body itself. */
export const NOT_AN_OBJECT = Symbol('not a JSON object');

export interface WireRequest {
  inject: InjectOptions;
  /** What the handler's schema is given: the body or query with the path's parameters over it. */
  readsAs: Record<string, unknown> | typeof NOT_AN_OBJECT;
}

const pathParams = (def: CallDefinition) => [...def.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/**
 * The request a client would send for `input`: path parameters taken from it, the rest as the
 * body (POST, JSON text or `body` given as is) or the query (GET). `headers` add to or replace
 * the JSON content type.
 */
export function wireRequest(
  def: CallDefinition,
  input: unknown,
  options: { headers?: Record<string, string>; body?: string } = {},
): WireRequest {
  const params = pathParams(def);
  const fields = input !== null && typeof input === 'object' && !Array.isArray(input) ? input : undefined;
  const pathValues: Record<string, string> = {};
  let url = `/api${def.path}`;
  for (const name of params) {
    const value = queryValue((fields as Record<string, unknown> | undefined)?.[name]);
    pathValues[name] = value;
    url = url.replace(`{${name}}`, urlText(value));
  }
  const rest = fields
    ? Object.fromEntries(Object.entries(fields).filter(([key]) => !params.includes(key)))
    : input;
  if (def.method === 'GET') {
    const query = queryString((rest as Record<string, unknown>) ?? {});
    return {
      inject: { method: 'GET', url: query ? `${url}?${query}` : url, headers: options.headers },
      readsAs: { ...fastQuerystring.parse(query), ...pathValues },
    };
  }
  const payload = options.body ?? jsonText(rest);
  return {
    inject: {
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...options.headers },
      payload,
    },
    readsAs: isJson(options.headers?.['content-type']) ? bodyReadsAs(payload, pathValues) : NOT_AN_OBJECT,
  };
}

/** Fastify reads a body as JSON only when it is labelled so; any other label is refused (415 → 400). */
const isJson = (contentType: string | undefined) =>
  contentType === undefined || /^application\/json\s*(;|$)/i.test(contentType);

function bodyReadsAs(payload: string, pathValues: Record<string, string>) {
  let body: unknown;
  try {
    body = secureJson.parse(payload, null, { protoAction: 'error', constructorAction: 'error' });
  } catch {
    return NOT_AN_OBJECT;
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return NOT_AN_OBJECT;
  return { ...body, ...pathValues };
}

/**
 * Whether the call's schema refuses what the server reads: such an input is garbage, and
 * garbage is never a success. (The server may refuse more, a NUL in any text for one; never less.)
 */
export function schemaRefuses(def: CallDefinition, request: WireRequest): boolean {
  return request.readsAs === NOT_AN_OBJECT || !def.input.safeParse(request.readsAs).success;
}
