import { describe, expect, it } from 'vitest';
import { type CallDefinition, isCallDefinition } from '../define.ts';
import { calls } from './index.ts';

/** Which paths and auths each audience folder holds (the grouping calls/index.ts describes). */
const AUDIENCES: Record<string, (def: CallDefinition) => boolean> = {
  merchant: (def) => def.path.startsWith('/v1/') && def.auth === 'merchant',
  console: (def) => def.path.startsWith('/console/v1/') && def.auth === 'operator',
  storefront: (def) => def.path.startsWith('/storefront/v1/') && def.auth === 'none',
  intake: (def) => def.path.startsWith('/intake/v1/') && def.auth === 'shopKey',
  user: (def) =>
    !/^\/(console|storefront|intake)\//.test(def.path) && (def.auth === 'user' || def.auth === 'none'),
};

interface Declared {
  file: string;
  name: string;
  def: CallDefinition;
}

declare global {
  interface ImportMeta {
    /** Vitest's (Vite's) import of every file a pattern matches; the contract has no Vite types. */
    glob(pattern: string, options: { eager: true }): Record<string, Record<string, unknown>>;
  }
}

/** Every call exported by a file in a folder under calls/, found by the files, not through the index. */
const declared: Declared[] = Object.entries(import.meta.glob('./*/*.ts', { eager: true })).flatMap(
  ([path, exports]) =>
    Object.entries(exports)
      .filter(([, value]) => isCallDefinition(value))
      .map(([name, def]) => ({ file: path.slice(2), name, def: def as CallDefinition })),
);

describe('the call files', () => {
  it('declare each call name in one file only', () => {
    const files = new Map<string, string[]>();
    for (const { file, name } of declared) files.set(name, [...(files.get(name) ?? []), file]);
    const twice = [...files].filter(([, where]) => where.length > 1);
    expect(twice).toEqual([]);
  });

  it('declare each method and path once', () => {
    const where = new Map<string, string[]>();
    for (const { file, name, def } of declared) {
      const key = `${def.method} ${def.path}`;
      where.set(key, [...(where.get(key) ?? []), `${file} ${name}`]);
    }
    expect([...where].filter(([, names]) => names.length > 1)).toEqual([]);
  });

  it('are all in `calls`, under the name their file exports, and `calls` holds nothing else', () => {
    expect(Object.keys(calls).sort()).toEqual(declared.map((d) => d.name).sort());
    for (const { name, def } of declared) expect(calls[name as keyof typeof calls], name).toBe(def);
  });

  it('sit in the folder of the audience their path and auth name', () => {
    const misplaced = declared
      .filter(({ file, def }) => !AUDIENCES[file.split('/')[0]!]?.(def))
      .map(({ file, name, def }) => `${file} ${name}: ${def.auth} ${def.path}`);
    expect(misplaced).toEqual([]);
  });
});
