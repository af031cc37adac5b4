import path from 'node:path';
import { inspect } from 'node:util';
import { z } from 'zod';

/**
 * A value that must not reach a log or an error: printed, inspected or serialised it shows
 * as `[hidden]`; the code that needs it calls `reveal()`.
 */
export class Secret {
  readonly #value: string;
  constructor(value: string) {
    this.#value = value;
  }
  reveal(): string {
    return this.#value;
  }
  toString() {
    return '[hidden]';
  }
  toJSON() {
    return '[hidden]';
  }
  [inspect.custom]() {
    return '[hidden]';
  }
}

/** An S3-compatible bucket for uploaded files (FILE_STORAGE=s3). */
export interface S3Config {
  /** Empty for AWS itself; the server's URL for MinIO, Cloudflare R2, Ceph and the like. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Both or neither: without them the AWS SDK's own chain applies (environment, instance role). */
  accessKeyId: string | undefined;
  secretAccessKey: Secret | undefined;
  /** `bucket` in the path rather than the host name: most self-hosted servers need it. */
  forcePathStyle: boolean;
}

/**
 * Every setting comes from an environment variable; the README's configuration table lists
 * them. Business defaults (limits, fees) live in the database and the operator console.
 */
export interface Config {
  port: number;
  host: string;
  /** Folder for the SQLite file and uploads when no DATABASE_URL is set. */
  dataDir: string;
  /** PostgreSQL connection string; SQLite under dataDir when empty. */
  databaseUrl: string | undefined;
  /**
   * PostgreSQL: a connection string that reaches the database itself, for LISTEN, when
   * databaseUrl goes through a transaction-mode pooler (docs/deploy.md); databaseUrl otherwise.
   */
  databaseDirectUrl: string | undefined;
  /** PostgreSQL: connections in this server's pool. */
  databasePoolSize: number;
  /** Prefix clients put before an uploaded file's path. */
  fileHost: string;
  /**
   * The scheme, host and port buyers reach the storefront at (`https://shop.example.com`):
   * every absolute link the server writes (a page's `og:url`, `og:image`) starts with it.
   * Never taken from a request's Host header, which any client can write and a cache that
   * does not key on it would serve to everyone.
   */
  publicOrigin: string;
  /** Whether PUBLIC_ORIGIN was set: only then do the apps' shared links start with it (the default is where the server listens, not what a browser reaches). */
  publicOriginConfigured: boolean;
  /** Where the customer-service chat lives (the merchant app's service screen by default). */
  serviceLink: string;
  sessionIdleDays: number;
  sessionMaxDays: number;
  loginMaxFailuresPerUser: number;
  loginMaxFailuresPerAddress: number;
  loginWindowMinutes: number;
  /** Requests per minute per address on /api; 0 turns the limit off. */
  rateLimitPerMinute: number;
  /**
   * How long a client may take to send a whole request (headers and body); a connection
   * silent for twice as long is closed. Without it a body shorter than its Content-Length
   * held a connection open for good.
   */
  requestTimeoutSeconds: number;
  /**
   * SHOPKEEPER_DEMO_SPEED: every order time (unpaid warnings, shipping, logistics steps,
   * auto-acceptance, the settlement hold) is divided by it, so a demo runs from payment to
   * settlement in one sitting. 1 is real time.
   */
  demoSpeed: number;
  /**
   * SANDBOX_WAREHOUSE: the order jobs ship paid orders themselves (on by default). Off, paid
   * orders wait in pending shipment until an operator ships them from the console.
   */
  sandboxWarehouse: boolean;
  logLevel: LogLevel;
  /** Seed the demo into an empty database: on by default except in production. */
  seedDemo: boolean;
  /**
   * Which proxies' X-Forwarded-For to believe, as Fastify takes it: false (none), a number
   * of hops, or addresses/CIDRs. `true` (believe anyone) is refused: any client could then
   * pick the address its sign-in attempts are counted against.
   */
  trustProxy: false | number | string;
  /** Check every response against the contract (on except in production). */
  validateResponses: boolean;
  /** Where uploaded files' bytes live: a folder under dataDir, or an S3-compatible bucket. */
  fileStorage: 'local' | 's3';
  /** Set when fileStorage is s3. */
  s3: S3Config | undefined;
  /**
   * Who takes buyers' payments on the storefront (modules/payments). Only `sandbox` exists:
   * it accepts every charge except a buyer named DECLINE. A real provider is another value.
   */
  paymentProvider: 'sandbox';
  /** The currency buyers are charged in (ISO 4217). */
  paymentCurrency: string;
  /**
   * PUSH_CONTACT: the `mailto:` or `https:` address push services may write to about this
   * server's pushes (the VAPID subject, RFC 8292). PUBLIC_ORIGIN when that is https.
   */
  pushContact: string;
  /** Accept http:// push endpoints: only the tests' local push service (modules/push/endpoint.ts). */
  pushHttpEndpoints: boolean;
  /** Built front ends served by this process. */
  webDist: string;
  /**
   * The storefront's server renderer (apps/web's SSR build, or its source under tests), and
   * the folder of its client build under webDist.
   */
  storefrontRenderer: string;
  consoleDist: string;
  /**
   * How servers tell each other's live streams that something is new
   * (docs/decisions/030-live-stream-and-chat.md): `auto` is PostgreSQL's LISTEN/NOTIFY on
   * PostgreSQL and this process alone on SQLite; `redis` uses REDIS_URL.
   */
  liveBus: 'auto' | 'redis';
  redisUrl: string | undefined;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

/** An empty variable (`PORT=`) means "not set": the default applies, as in the README. */
const unsetIfBlank = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const text = (fallback: string) => z.preprocess(unsetIfBlank, z.string().default(fallback));

const wholeNumber = (fallback: number) =>
  z.preprocess(
    unsetIfBlank,
    z
      .string()
      .trim()
      .regex(/^\d+$/, 'expected a whole number')
      .transform(Number)
      .refine(Number.isSafeInteger, 'expected a whole number')
      .default(fallback),
  );

const TRUE_WORDS = ['true', '1', 'yes', 'on'];
const FALSE_WORDS = ['false', '0', 'no', 'off'];

/** true/false, 1/0, yes/no (and on/off), any case. Anything else ("ture") is refused, never read as false. */
const flagWord = z
  .string()
  .trim()
  .toLowerCase()
  .refine((word) => TRUE_WORDS.includes(word) || FALSE_WORDS.includes(word), {
    message: 'expected true or false (or 1/0, yes/no)',
  })
  .transform((word) => TRUE_WORDS.includes(word));

/** Off, a number of hops, or proxy addresses/CIDRs; "believe anyone" is refused. */
const trustProxy = z.preprocess(
  unsetIfBlank,
  z
    .string()
    .trim()
    .refine((value) => !['true', 'yes', 'on'].includes(value.toLowerCase()), {
      message: 'true would believe any client; give the number of proxies or their addresses',
    })
    .transform((value): false | number | string => {
      if (FALSE_WORDS.includes(value.toLowerCase())) return false;
      if (/^\d+$/.test(value)) return Number(value);
      return value;
    })
    .default(false),
);

/** Printable, no spaces: an access key or secret pasted with a newline is refused, not sent. */
const credential = z.preprocess(
  unsetIfBlank,
  z
    .string()
    .regex(/^[\x21-\x7e]{1,256}$/, 'expected printable characters without spaces')
    .optional(),
);

/** http(s), a host and maybe a port, no path: what a browser calls an origin. */
function isOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    ['http:', 'https:'].includes(url.protocol) &&
    url.host !== '' &&
    ['', '/'].includes(url.pathname) &&
    !url.search &&
    !url.hash &&
    !url.username
  );
}

/** The variables, by their names: an error names the variable a person has to fix. */
const environment = z
  .object({
    NODE_ENV: z.preprocess(unsetIfBlank, z.string().optional()),
    PORT: wholeNumber(8080).refine((port) => port > 0 && port < 65536, 'expected a port, 1-65535'),
    HOST: text('0.0.0.0'),
    DATA_DIR: text(path.join(repoRoot, 'data')),
    DATABASE_URL: z.preprocess(
      unsetIfBlank,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'expected a postgres:// or postgresql:// URL')
        .optional(),
    ),
    DATABASE_DIRECT_URL: z.preprocess(
      unsetIfBlank,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'expected a postgres:// or postgresql:// URL')
        .optional(),
    ),
    DATABASE_POOL_SIZE: wholeNumber(10).refine((size) => size >= 1 && size <= 500, 'expected 1 to 500'),
    FILE_HOST: text('/files/'),
    PUBLIC_ORIGIN: z.preprocess(
      unsetIfBlank,
      z
        .string()
        .refine(isOrigin, 'expected an origin such as https://shop.example.com, without a path')
        .transform((url) => new URL(url).origin)
        .optional(),
    ),
    SERVICE_LINK: text('/service'),
    SESSION_IDLE_DAYS: wholeNumber(30),
    SESSION_MAX_DAYS: wholeNumber(90),
    LOGIN_MAX_FAILURES_PER_USER: wholeNumber(5),
    LOGIN_MAX_FAILURES_PER_ADDRESS: wholeNumber(20),
    LOGIN_WINDOW_MINUTES: wholeNumber(15),
    RATE_LIMIT_PER_MINUTE: wholeNumber(1200),
    REQUEST_TIMEOUT_SECONDS: wholeNumber(60).refine((seconds) => seconds > 0, 'expected at least 1 second'),
    SHOPKEEPER_DEMO_SPEED: wholeNumber(1).refine(
      (speed) => speed >= 1 && speed <= 100_000,
      'expected 1 to 100000',
    ),
    SANDBOX_WAREHOUSE: z.preprocess(unsetIfBlank, flagWord.default(true)),
    LOG_LEVEL: z.preprocess(unsetIfBlank, z.enum(LOG_LEVELS).default('info')),
    SEED_DEMO: z.preprocess(unsetIfBlank, flagWord.optional()),
    TRUST_PROXY: trustProxy,
    /** Unset: on, except in production. */
    VALIDATE_RESPONSES: z.preprocess(unsetIfBlank, flagWord.optional()),
    FILE_STORAGE: z.preprocess(unsetIfBlank, z.enum(['local', 's3']).default('local')),
    S3_ENDPOINT: z.preprocess(unsetIfBlank, z.url({ protocol: /^https?$/ }).optional()),
    // S3's bucket naming rules (3–63 lower-case letters, digits, dots and hyphens).
    S3_BUCKET: z.preprocess(
      unsetIfBlank,
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'expected a bucket name')
        .optional(),
    ),
    S3_REGION: z.preprocess(
      unsetIfBlank,
      z
        .string()
        .regex(/^[a-z0-9-]{2,32}$/, 'expected a region such as us-east-1')
        .default('us-east-1'),
    ),
    S3_ACCESS_KEY_ID: credential,
    S3_SECRET_ACCESS_KEY: credential,
    S3_FORCE_PATH_STYLE: z.preprocess(unsetIfBlank, flagWord.default(false)),
    LIVE_BUS: z.preprocess(unsetIfBlank, z.enum(['auto', 'redis']).default('auto')),
    REDIS_URL: z.preprocess(unsetIfBlank, z.url({ protocol: /^rediss?$/ }).optional()),
    PAYMENT_PROVIDER: z.preprocess(unsetIfBlank, z.enum(['sandbox']).default('sandbox')),
    PUSH_CONTACT: z.preprocess(
      unsetIfBlank,
      z
        .string()
        .regex(
          /^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/,
          'expected mailto:someone@example.com or an https: URL',
        )
        .optional(),
    ),
    PAYMENT_CURRENCY: z.preprocess(
      unsetIfBlank,
      z
        .string()
        .regex(/^[A-Z]{3}$/, 'expected a currency code such as USD')
        .default('USD'),
    ),
  })
  .superRefine((vars, ctx) => {
    const problem = (name: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [name], message });
    if (vars.FILE_STORAGE === 's3' && !vars.S3_BUCKET) problem('S3_BUCKET', 'required when FILE_STORAGE=s3');
    if (vars.LIVE_BUS === 'redis' && !vars.REDIS_URL) problem('REDIS_URL', 'required when LIVE_BUS=redis');
    if (Boolean(vars.S3_ACCESS_KEY_ID) !== Boolean(vars.S3_SECRET_ACCESS_KEY)) {
      problem(
        vars.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID',
        'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
      );
    }
  });

/** What went wrong, one line per variable, without echoing values that may be secret. */
function describeProblems(error: z.ZodError): string {
  const lines = error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  return `Configuration refused:\n${lines.join('\n')}`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) throw new Error(describeProblems(parsed.error));
  const vars = parsed.data;
  const production = vars.NODE_ENV === 'production';
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir: path.resolve(vars.DATA_DIR),
    databaseUrl: vars.DATABASE_URL,
    databaseDirectUrl: vars.DATABASE_DIRECT_URL,
    databasePoolSize: vars.DATABASE_POOL_SIZE,
    fileHost: vars.FILE_HOST,
    // Production sets it (README); elsewhere the server is reached where it listens.
    publicOrigin: vars.PUBLIC_ORIGIN ?? `http://localhost:${vars.PORT}`,
    publicOriginConfigured: vars.PUBLIC_ORIGIN !== undefined,
    serviceLink: vars.SERVICE_LINK,
    sessionIdleDays: vars.SESSION_IDLE_DAYS,
    sessionMaxDays: vars.SESSION_MAX_DAYS,
    loginMaxFailuresPerUser: vars.LOGIN_MAX_FAILURES_PER_USER,
    loginMaxFailuresPerAddress: vars.LOGIN_MAX_FAILURES_PER_ADDRESS,
    loginWindowMinutes: vars.LOGIN_WINDOW_MINUTES,
    rateLimitPerMinute: vars.RATE_LIMIT_PER_MINUTE,
    requestTimeoutSeconds: vars.REQUEST_TIMEOUT_SECONDS,
    demoSpeed: vars.SHOPKEEPER_DEMO_SPEED,
    sandboxWarehouse: vars.SANDBOX_WAREHOUSE,
    pushContact:
      vars.PUSH_CONTACT ??
      (vars.PUBLIC_ORIGIN?.startsWith('https://') ? vars.PUBLIC_ORIGIN : 'mailto:push@shopkeeper.invalid'),
    pushHttpEndpoints: false,
    logLevel: vars.LOG_LEVEL,
    // Production never seeds the demo unless told to: its operator would be an open door.
    seedDemo: vars.SEED_DEMO ?? !production,
    trustProxy: vars.TRUST_PROXY,
    validateResponses: vars.VALIDATE_RESPONSES ?? !production,
    fileStorage: vars.FILE_STORAGE,
    s3: vars.S3_BUCKET
      ? {
          endpoint: vars.S3_ENDPOINT,
          bucket: vars.S3_BUCKET,
          region: vars.S3_REGION,
          accessKeyId: vars.S3_ACCESS_KEY_ID,
          secretAccessKey: vars.S3_SECRET_ACCESS_KEY ? new Secret(vars.S3_SECRET_ACCESS_KEY) : undefined,
          forcePathStyle: vars.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    paymentProvider: vars.PAYMENT_PROVIDER,
    paymentCurrency: vars.PAYMENT_CURRENCY,
    webDist: path.join(repoRoot, 'apps/web/dist'),
    storefrontRenderer: path.join(repoRoot, 'apps/web/dist-server/entry-server.js'),
    consoleDist: path.join(repoRoot, 'apps/console/dist'),
    liveBus: vars.LIVE_BUS,
    redisUrl: vars.REDIS_URL,
    ...overrides,
  };
}
