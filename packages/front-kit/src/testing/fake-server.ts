import {
  type CallInput,
  type CallName,
  type CallOutput,
  calls,
  type ErrorCodeNumber,
  type Me,
  type SupportContact,
} from '@shopkeeper/contract';
import { vi } from 'vitest';

type Calls = typeof calls;

/** One request the app sent, as the server would see it. */
export interface RecordedCall<Name extends CallName = CallName> {
  name: Name;
  method: 'GET' | 'POST';
  path: string;
  authorization: string | null;
  language: string | null;
  /** The JSON body of a POST, or the query of a GET. */
  input: CallInput<Calls[Name]>;
}

/** Codes outside the catalogue, to test the fallback to the server's own msg. */
export type UnlistedCode = 499 | 999;

/** A success carries the call's own output type; a refusal a catalogue code (no 200). */
export type Reply<Name extends CallName> =
  | { code: 200; data: CallOutput<Calls[Name]>; msg?: string; status?: undefined }
  | { code: Exclude<ErrorCodeNumber, 200> | UnlistedCode; msg?: string; data?: unknown; status?: number };

export type Handler<Name extends CallName> = (call: RecordedCall<Name>) => Reply<Name> | Promise<Reply<Name>>;

/** Answers by call name, each typed by the contract: `{ getMe: { code: 200, data: aProfile() } }`. */
export type FakeRoutes = { [Name in CallName]?: Reply<Name> | Handler<Name> };

const NOT_FOUND: Reply<CallName> = { code: 404, msg: 'Record not found' };

/** `/console/v1/users/{id}` → a pattern matching the concrete path. */
function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, (c) => (c === '{' || c === '}' ? c : `\\${c}`));
  return new RegExp(`^/api${escaped.replace(/\{\w+\}/g, '[^/]+')}$`);
}

const ROUTES = (Object.entries(calls) as [CallName, Calls[CallName]][]).map(([name, def]) => ({
  name,
  method: def.method,
  pattern: pathPattern(def.path),
}));

function parseBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return {};
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/**
 * Stands in for the API server in component tests of both front ends: `fetch` is replaced
 * (restored by `vi.unstubAllGlobals()`), each request is matched to its contract call by
 * method and path, answered with an envelope from `routes` (404 for a call without one) and
 * recorded, so a test can check what the app sent — which token it revoked, what it asked for.
 * A request no contract call matches fails the test: the app called something the server
 * does not have.
 */
export function fakeServer(routes: FakeRoutes = {}) {
  const recorded: RecordedCall[] = [];
  const fetchMock = vi.fn(async (target: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(target), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const route = ROUTES.find((r) => r.method === method && r.pattern.test(url.pathname));
    if (!route) throw new Error(`fakeServer: no contract call is ${method} ${url.pathname}`);
    const headers = new Headers(init?.headers);
    const call = {
      name: route.name,
      method: route.method,
      path: url.pathname,
      authorization: headers.get('authorization'),
      language: headers.get('accept-language'),
      input: method === 'GET' ? Object.fromEntries(url.searchParams) : parseBody(init?.body),
    } as RecordedCall;
    recorded.push(call);
    const answer = routes[route.name] as Reply<CallName> | Handler<CallName> | undefined;
    const reply = typeof answer === 'function' ? await answer(call) : (answer ?? NOT_FOUND);
    const { code, msg = '', data = null, status = 200 } = reply;
    return new Response(JSON.stringify({ code, msg, data }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    /** Every request, in order. */
    calls: recorded,
    /** The requests of one call. */
    called: <Name extends CallName>(name: Name) =>
      recorded.filter((call): call is RecordedCall<Name> => call.name === name),
    fetch: fetchMock,
  };
}

/** A signed-in user's /v1/me profile: a merchant by default. */
export function aProfile(overrides: Partial<Me> = {}): Me {
  return {
    id: 7,
    username: 'mia',
    role: 'merchant',
    lang: 'en',
    fileHost: 'https://files.example/',
    serviceLink: '/service',
    invite: true,
    payPasswordSet: false,
    disabled: null,
    withdrawalForbidden: null,
    walletFrozen: null,
    shop: { id: 3, slug: 'mias-corner', name: 'Mia’s Corner', logo: null, tier: 'merchant' },
    balance: '1234.50',
    currency: 'USD',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** An operator's profile, as the console sees it. */
export const anOperator = (overrides: Partial<Me> = {}): Me =>
  aProfile({ id: 1, username: 'ops.alice', role: 'operator', shop: null, balance: null, ...overrides });

/** The platform's support contact (/v1/support/contact): an email only, by default. */
export const aSupportContact = (overrides: Partial<SupportContact> = {}): SupportContact => ({
  email: 'help@shop.example',
  phone: '',
  whatsapp: '',
  telegram: '',
  hours: '',
  notes: {},
  ...overrides,
});

/** A JSON envelope as the server sends it, for tests that stub `fetch` themselves. */
export function envelope(code: number, data: unknown = null, msg = '', status = 200): Response {
  return new Response(JSON.stringify({ code, msg, data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The answer to a sign-in as `user` (POST /login). */
export const signedInAs = (user: Me, token = `${user.role}-token`): Reply<'login'> => ({
  code: 200,
  data: { token, expiresAt: '2099-01-01T00:00:00.000Z', user },
});
