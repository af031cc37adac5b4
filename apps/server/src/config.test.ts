import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const env = (vars: Record<string, string>) => vars as NodeJS.ProcessEnv;

describe('configuration from the environment', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig(env({}));
    expect(config).toMatchObject({ port: 8080, loginMaxFailuresPerUser: 5, loginMaxFailuresPerAddress: 20 });
    expect(config.trustProxy).toBe(false);
  });

  it('believes a number of proxies or named ones, and refuses to believe anyone', () => {
    expect(loadConfig(env({ TRUST_PROXY: '1' })).trustProxy).toBe(1);
    expect(loadConfig(env({ TRUST_PROXY: '10.0.0.0/8' })).trustProxy).toBe('10.0.0.0/8');
    expect(loadConfig(env({ TRUST_PROXY: 'false' })).trustProxy).toBe(false);
    expect(() => loadConfig(env({ TRUST_PROXY: 'true' }))).toThrow(/TRUST_PROXY/);
  });

  it('seeds the demo by default in development, and in production only when SEED_DEMO=true', () => {
    expect(loadConfig(env({})).seedDemo).toBe(true);
    expect(loadConfig(env({ NODE_ENV: 'production' })).seedDemo).toBe(false);
    expect(loadConfig(env({ NODE_ENV: 'production', SEED_DEMO: 'true' })).seedDemo).toBe(true);
    expect(loadConfig(env({ SEED_DEMO: 'false' })).seedDemo).toBe(false);
  });

  it('refuses numbers that are not whole', () => {
    expect(() => loadConfig(env({ PORT: 'eighty' }))).toThrow();
    expect(() => loadConfig(env({ LOGIN_WINDOW_MINUTES: '-1' }))).toThrow();
  });
});
