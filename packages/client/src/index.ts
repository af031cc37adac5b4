import {
  type CallAuth,
  type CallDefinition,
  type CallInput,
  type CallOutput,
  type Envelope,
  type FileField,
  SUCCESS,
} from '@shopkeeper/contract';

export const REQUEST_TIMEOUT_MS = 15_000;

/**
 * What a client needs to make a call: where it goes and how, without the zod schemas (the
 * server validates). `types` exists only for the type checker: it carries the call's input
 * and output types so `send` stays checked; at run time it is absent.
 */
export interface CallRoute<Input = unknown, Output = unknown> {
  readonly path: string;
  readonly method: 'GET' | 'POST';
  readonly auth: CallAuth;
  readonly files?: readonly FileField[];
  readonly idempotent?: boolean;
  readonly types?: { readonly input: Input; readonly output: Output };
}

/** A table of the contract's calls as routes: `{ [name]: CallRoute<input, output> }`. */
export type CallRoutes<Calls extends Record<string, CallDefinition>> = {
  readonly [Name in keyof Calls]: CallRoute<CallInput<Calls[Name]>, CallOutput<Calls[Name]>>;
};

/** Anything `send` takes: a full contract definition or a route. */
export type Callable = CallDefinition | CallRoute<unknown, unknown>;
export type InputOf<C> = C extends CallDefinition
  ? CallInput<C>
  : C extends CallRoute<infer Input, unknown>
    ? Input
    : never;
export type OutputOf<C> = C extends CallDefinition
  ? CallOutput<C>
  : C extends CallRoute<unknown, infer Output>
    ? Output
    : never;

/**
 * A failed call. `code` is the catalogue code from the server; transport failures use the
 * kinds 'timeout' and 'network' with code 0 so callers can tell them apart, and a call its
 * caller cancelled is 'aborted' (nobody is told: the caller chose it).
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly msg: string,
    readonly kind: 'business' | 'server' | 'timeout' | 'network' | 'aborted',
    readonly data: unknown = null,
  ) {
    super(msg || `API error ${code}`);
    this.name = 'ApiError';
  }
}

export interface ClientOptions {
  /** Default '/api'. */
  baseUrl?: string;
  timeoutMs?: number;
  getToken?: () => string | null | undefined;
  getLanguage?: () => string | null | undefined;
  /**
   * Called once for every failed call, before the promise rejects: redirects always, a toast
   * unless `failure.quiet` (the caller shows this failure itself).
   */
  onError?: (error: ApiError, failure: FailureReport) => void;
  fetch?: typeof fetch;
}

export interface CallOptions {
  /** For money-moving calls: a repeated key returns the first result and moves nothing again. */
  idempotencyKey?: string;
  /** For multipart calls: the files by part name. */
  files?: Record<string, Blob | File | undefined>;
  signal?: AbortSignal;
  /**
   * The caller shows a failure where the person is looking (a form puts a refusal under its
   * field): `true` for every failure, or a test saying which ones. `onError` still runs for
   * every failure (a lockout refused on /login must still lead to /404) and is told the
   * failure is `quiet`, so it does not toast it as well. The promise rejects either way.
   */
  quiet?: boolean | ((error: ApiError) => boolean);
}

/** What `onError` is told about a failure besides the error itself. */
export interface FailureReport {
  /** The caller shows this failure itself: redirect if the rules say so, but do not toast. */
  readonly quiet: boolean;
}

/** Fills `{param}` segments from the input and returns the rest of the input. */
function buildPath(path: string, input: Record<string, unknown>) {
  const rest = { ...input };
  const filled = path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = rest[key];
    delete rest[key];
    return encodeURIComponent(String(value ?? ''));
  });
  return { filled, rest };
}

function toQuery(input: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(options: ClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '/api';
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));

  async function send<C extends Callable>(
    def: C,
    input: InputOf<C>,
    callOptions: CallOptions = {},
  ): Promise<OutputOf<C>> {
    const { filled, rest } = buildPath(def.path, (input ?? {}) as Record<string, unknown>);
    const headers: Record<string, string> = {};
    const token = options.getToken?.();
    // A call that needs a session is not sent without one. Signed-out screens are the route
    // guards' business; a late call (a query still mounted after a 401 ended the session)
    // must not bring a second, contradicting redirect or toast, so onError is not called.
    if (def.auth !== 'none' && !token) throw new ApiError(407, '', 'business');
    if (token) headers.authorization = token;
    const lang = options.getLanguage?.();
    if (lang) headers['accept-language'] = lang;
    if (callOptions.idempotencyKey) headers['idempotency-key'] = callOptions.idempotencyKey;

    let url = `${baseUrl}${filled}`;
    let body: BodyInit | undefined;
    if (def.method === 'GET') {
      url += toQuery(rest);
    } else if (def.files) {
      const form = new FormData();
      for (const [key, value] of Object.entries(rest)) {
        if (value !== undefined && value !== null) form.append(key, String(value));
      }
      for (const [key, file] of Object.entries(callOptions.files ?? {})) if (file) form.append(key, file);
      body = form;
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(rest);
    }

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const cancelled = () => callOptions.signal?.aborted === true;
    if (cancelled()) controller.abort();
    else callOptions.signal?.addEventListener('abort', () => controller.abort(), { once: true });
    let error: ApiError;
    try {
      const response = await doFetch(url, { method: def.method, headers, body, signal: controller.signal });
      const envelope = (await response.json().catch(() => null)) as Envelope<unknown> | null;
      if (response.ok && envelope && envelope.code === SUCCESS) return envelope.data as OutputOf<C>;
      error = envelope
        ? new ApiError(
            envelope.code,
            envelope.msg,
            response.status >= 500 ? 'server' : 'business',
            envelope.data,
          )
        : new ApiError(
            response.status >= 500 ? 500 : 400,
            '',
            response.status >= 500 ? 'server' : 'business',
          );
    } catch {
      if (cancelled()) throw new ApiError(0, '', 'aborted');
      error = new ApiError(0, '', controller.signal.aborted ? 'timeout' : 'network');
    } finally {
      clearTimeout(timer);
    }
    const { quiet = false } = callOptions;
    options.onError?.(error, { quiet: typeof quiet === 'function' ? quiet(error) : quiet });
    throw error;
  }

  return { send };
}
