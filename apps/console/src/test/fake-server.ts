import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
}

type Reply = { code: number; msg?: string; data?: unknown; status?: number };
type Handler = (call: RecordedCall) => Reply;

/**
 * Stands in for the API server: answers by `METHOD /path` with envelopes and records every
 * call, so a test can check what the console sent (e.g. which token it revoked).
 */
export function fakeServer(routes: Record<string, Handler | Reply>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = new Headers(init?.headers);
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      authorization: headers.get('authorization'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const reply: Reply =
      typeof route === 'function' ? route(call) : (route ?? { code: 404, msg: 'Record not found' });
    const { status = 200, code, msg = '', data = null } = reply;
    return new Response(JSON.stringify({ code, msg, data }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    called: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

export function user(
  role: 'operator' | 'merchant',
  username = role === 'operator' ? 'ops.alice' : 'shop.bob',
) {
  return {
    id: role === 'operator' ? 1 : 2,
    username,
    role,
    lang: null,
    fileHost: '/files/',
    serviceLink: '/support',
    invite: true,
    payPasswordSet: false,
    disabled: null,
    withdrawalForbidden: null,
    walletFrozen: null,
    shop: null,
    balance: null,
    createdAt: '2025-01-01T00:00:00.000Z',
  };
}

export const session = (role: 'operator' | 'merchant', token = `${role}-token`) => ({
  code: 200,
  data: { token, expiresAt: '2099-01-01T00:00:00.000Z', user: user(role) },
});
