/** A refusal or failure of a storefront call, as the page shows it. */
export interface CallFailure {
  code: number;
  msg: string;
  data: unknown;
}

/**
 * POSTs a storefront call: `{ ok: true, data }` on code 200, else the refusal; a network
 * failure or a timeout (15 s, as the app's client) is code 0. The answer's language follows
 * the page's (Accept-Language), so the server's messages match the page. `headers` adds the
 * call's own, such as an Idempotency-Key.
 */
export async function post<T>(
  path: string,
  body: object | FormData,
  lang: string,
  headers: Record<string, string> = {},
): Promise<{ ok: true; data: T } | ({ ok: false } & CallFailure)> {
  const form = body instanceof FormData;
  try {
    // A FormData body is sent as multipart: the browser sets its content type and boundary.
    const response = await fetch(path, {
      method: 'POST',
      headers: form
        ? { ...headers, 'accept-language': lang }
        : { ...headers, 'content-type': 'application/json', 'accept-language': lang },
      body: form ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const envelope = (await response.json()) as { code: number; msg: string; data: unknown };
    if (envelope.code === 200) return { ok: true, data: envelope.data as T };
    return { ok: false, code: envelope.code, msg: envelope.msg, data: envelope.data };
  } catch {
    return { ok: false, code: 0, msg: '', data: null };
  }
}
