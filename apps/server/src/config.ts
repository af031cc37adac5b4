import path from 'node:path';

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
  /** Prefix clients put before an uploaded file's path. */
  fileHost: string;
  /** Where the customer-service chat lives (the merchant app's service screen by default). */
  serviceLink: string;
  sessionIdleDays: number;
  sessionMaxDays: number;
  loginMaxFailuresPerUser: number;
  loginMaxFailuresPerAddress: number;
  loginWindowMinutes: number;
  /** Requests per minute per address on /api; 0 turns the limit off. */
  rateLimitPerMinute: number;
  logLevel: string;
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
  /** Built front ends served by this process. */
  webDist: string;
  consoleDist: string;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`expected a whole number, got ${JSON.stringify(value)}`);
  return n;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function trustProxy(value: string | undefined): false | number | string {
  if (!value || ['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (['true', 'yes', 'on'].includes(value.toLowerCase())) {
    throw new Error(
      'TRUST_PROXY=true would believe any client; give the number of proxies or their addresses',
    );
  }
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const production = env.NODE_ENV === 'production';
  return {
    port: int(env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || path.join(repoRoot, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    fileHost: env.FILE_HOST || '/files/',
    serviceLink: env.SERVICE_LINK || '/service',
    sessionIdleDays: int(env.SESSION_IDLE_DAYS, 30),
    sessionMaxDays: int(env.SESSION_MAX_DAYS, 90),
    loginMaxFailuresPerUser: int(env.LOGIN_MAX_FAILURES_PER_USER, 5),
    loginMaxFailuresPerAddress: int(env.LOGIN_MAX_FAILURES_PER_ADDRESS, 20),
    loginWindowMinutes: int(env.LOGIN_WINDOW_MINUTES, 15),
    rateLimitPerMinute: int(env.RATE_LIMIT_PER_MINUTE, 1200),
    logLevel: env.LOG_LEVEL || 'info',
    // Production never seeds the demo unless told to: its operator would be an open door.
    seedDemo: bool(env.SEED_DEMO, !production),
    trustProxy: trustProxy(env.TRUST_PROXY),
    validateResponses: bool(env.VALIDATE_RESPONSES, !production),
    webDist: path.join(repoRoot, 'apps/web/dist'),
    consoleDist: path.join(repoRoot, 'apps/console/dist'),
    ...overrides,
  };
}
