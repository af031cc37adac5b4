import fs from 'node:fs';
import path from 'node:path';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const env = (vars: Record<string, string>) => vars as NodeJS.ProcessEnv;

describe('configuration from the environment', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig(env({}));
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      databaseDirectUrl: undefined,
      databasePoolSize: 10,
      fileHost: '/files/',
      publicOrigin: 'http://localhost:8080',
      serviceLink: '/service',
      sessionIdleDays: 30,
      sessionMaxDays: 90,
      loginMaxFailuresPerUser: 5,
      loginMaxFailuresPerAddress: 20,
      loginWindowMinutes: 15,
      rateLimitPerMinute: 1200,
      requestTimeoutSeconds: 60,
      logLevel: 'info',
      seedDemo: true,
      trustProxy: false,
      validateResponses: true,
    });
  });

  it('takes the public origin as a scheme, host and port, and refuses one with a path', () => {
    expect(loadConfig(env({ PORT: '9000' })).publicOrigin).toBe('http://localhost:9000');
    expect(loadConfig(env({ PUBLIC_ORIGIN: 'https://shop.example.com/' })).publicOrigin).toBe(
      'https://shop.example.com',
    );
    expect(() => loadConfig(env({ PUBLIC_ORIGIN: 'https://shop.example.com/shop' }))).toThrow(
      /PUBLIC_ORIGIN/,
    );
    expect(() => loadConfig(env({ PUBLIC_ORIGIN: 'shop.example.com' }))).toThrow(/PUBLIC_ORIGIN/);
  });

  it('takes a pool size and a direct URL for LISTEN past a pooler, and refuses a pool of none', () => {
    expect(
      loadConfig(
        env({
          DATABASE_URL: 'postgres://app@pooler:6432/shop',
          DATABASE_DIRECT_URL: 'postgres://app@db:5432/shop',
          DATABASE_POOL_SIZE: '25',
        }),
      ),
    ).toMatchObject({
      databaseUrl: 'postgres://app@pooler:6432/shop',
      databaseDirectUrl: 'postgres://app@db:5432/shop',
      databasePoolSize: 25,
    });
    expect(() => loadConfig(env({ DATABASE_POOL_SIZE: '0' }))).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig(env({ DATABASE_DIRECT_URL: 'mysql://db/shop' }))).toThrow(/DATABASE_DIRECT_URL/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig(env({ PORT: '', SEED_DEMO: '', TRUST_PROXY: '' }))).toMatchObject({
      port: 8080,
      seedDemo: true,
      trustProxy: false,
    });
  });

  it('reads every variable the README lists', () => {
    const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');
    const listed = [...readme.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((m) => m[1]!);
    expect(listed.length).toBeGreaterThan(10);
    const defaults = loadConfig(env({}));
    // A bad value for each listed variable must be refused by name, which shows it is read.
    const unread = listed.filter((name) => {
      try {
        const changed = loadConfig(env({ [name]: name === 'TRUST_PROXY' ? 'true' : '\u0000not valid' }));
        return JSON.stringify(changed) === JSON.stringify(defaults);
      } catch (error) {
        return !String(error).includes(name);
      }
    });
    expect(unread).toEqual([]);
  });

  it('accepts true/false, 1/0 and yes/no in any case', () => {
    for (const word of ['true', 'TRUE', '1', 'yes', 'Yes']) {
      expect(loadConfig(env({ SEED_DEMO: word })).seedDemo, word).toBe(true);
    }
    for (const word of ['false', 'False', '0', 'no', 'NO']) {
      expect(loadConfig(env({ SEED_DEMO: word })).seedDemo, word).toBe(false);
    }
    expect(loadConfig(env({ VALIDATE_RESPONSES: 'no' })).validateResponses).toBe(false);
    expect(loadConfig(env({ NODE_ENV: 'production' })).validateResponses).toBe(false);
    expect(loadConfig(env({ NODE_ENV: 'production', VALIDATE_RESPONSES: 'yes' })).validateResponses).toBe(
      true,
    );
  });

  it('refuses a misspelt boolean, naming the variable, instead of reading it as false', () => {
    expect(() => loadConfig(env({ SEED_DEMO: 'ture' }))).toThrow(/SEED_DEMO/);
    expect(() => loadConfig(env({ VALIDATE_RESPONSES: 'flase' }))).toThrow(/VALIDATE_RESPONSES/);
  });

  it('believes a number of proxies or named ones, and refuses to believe anyone', () => {
    expect(loadConfig(env({ TRUST_PROXY: '1' })).trustProxy).toBe(1);
    expect(loadConfig(env({ TRUST_PROXY: '10.0.0.0/8' })).trustProxy).toBe('10.0.0.0/8');
    expect(loadConfig(env({ TRUST_PROXY: 'false' })).trustProxy).toBe(false);
    expect(loadConfig(env({ TRUST_PROXY: '0' })).trustProxy).toBe(false);
    for (const anyone of ['true', 'TRUE', 'yes', 'on']) {
      expect(() => loadConfig(env({ TRUST_PROXY: anyone })), anyone).toThrow(/TRUST_PROXY/);
    }
  });

  it('refuses numbers that are not whole, naming the variable', () => {
    expect(() => loadConfig(env({ PORT: 'eighty' }))).toThrow(/PORT/);
    expect(() => loadConfig(env({ LOGIN_WINDOW_MINUTES: '-1' }))).toThrow(/LOGIN_WINDOW_MINUTES/);
    expect(() => loadConfig(env({ SESSION_IDLE_DAYS: '1.5' }))).toThrow(/SESSION_IDLE_DAYS/);
  });

  it('names every bad variable at once, without echoing a value that may be secret', () => {
    let message = '';
    try {
      loadConfig(env({ PORT: 'x', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://u:s3cret@h/db' }));
    } catch (error) {
      message = String(error);
    }
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/LOG_LEVEL/);
    expect(message).toMatch(/DATABASE_URL/);
    expect(message).not.toContain('s3cret');
  });

  it('seeds the demo by default in development, and in production only when SEED_DEMO=true', () => {
    expect(loadConfig(env({})).seedDemo).toBe(true);
    expect(loadConfig(env({ NODE_ENV: 'production' })).seedDemo).toBe(false);
    expect(loadConfig(env({ NODE_ENV: 'production', SEED_DEMO: 'true' })).seedDemo).toBe(true);
    expect(loadConfig(env({ SEED_DEMO: 'false' })).seedDemo).toBe(false);
  });

  it('stores files locally by default; FILE_STORAGE=s3 needs a bucket and both credentials or neither', () => {
    expect(loadConfig(env({}))).toMatchObject({ fileStorage: 'local', s3: undefined });
    expect(() => loadConfig(env({ FILE_STORAGE: 's3' }))).toThrow(/S3_BUCKET: required when FILE_STORAGE=s3/);
    expect(() => loadConfig(env({ FILE_STORAGE: 'S3' }))).toThrow(/FILE_STORAGE/);
    expect(() =>
      loadConfig(env({ FILE_STORAGE: 's3', S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'AKID' })),
    ).toThrow(/S3_SECRET_ACCESS_KEY: set both/);
    expect(() => loadConfig(env({ FILE_STORAGE: 's3', S3_BUCKET: 'Files_Bucket' }))).toThrow(/S3_BUCKET/);
    const config = loadConfig(
      env({
        FILE_STORAGE: 's3',
        S3_BUCKET: 'shop-files',
        S3_ENDPOINT: 'http://minio:9000',
        S3_FORCE_PATH_STYLE: 'yes',
      }),
    );
    expect(config.s3).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'shop-files',
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: true,
    });
  });

  it('never shows the S3 secret: not in the configuration printed or serialised, not in a refusal', () => {
    const secret = 'wJalrXUtnFEMI/K7MDENG+bPxRfiCY';
    const config = loadConfig(
      env({
        FILE_STORAGE: 's3',
        S3_BUCKET: 'shop-files',
        S3_ACCESS_KEY_ID: 'AKID',
        S3_SECRET_ACCESS_KEY: secret,
      }),
    );
    expect(config.s3?.secretAccessKey?.reveal()).toBe(secret);
    expect(JSON.stringify(config)).not.toContain(secret);
    expect(inspect(config, { depth: 10 })).not.toContain(secret);
    expect(`${config.s3?.secretAccessKey}`).toBe('[hidden]');
    let message = '';
    try {
      loadConfig(env({ S3_SECRET_ACCESS_KEY: `${secret} with a space`, S3_ACCESS_KEY_ID: 'AKID' }));
    } catch (error) {
      message = String(error);
    }
    expect(message).toMatch(/S3_SECRET_ACCESS_KEY/);
    expect(message).not.toContain(secret);
  });
});
