import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TABLE_OWNERS } from '../db/schema.ts';

const modulesDir = path.resolve(import.meta.dirname, '../modules');

/** A module's source files (tests excluded: a test may look into any table to check a result). */
function sourceFiles(module: string): string[] {
  const dir = path.join(modulesDir, module);
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.join(dir, file));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A table named in a query: 'shops', 'shops.id', 'shops as s', or raw SQL `from shops`. */
function tableUse(table: string): RegExp {
  const t = escapeRegExp(table);
  return new RegExp(`['"\`]${t}(['"\`.]|\\s+as\\s)|\\b(from|join|into|update|table)\\s+"?${t}\\b`, 'i');
}

/** Lines of one file that name a table owned by another module, or import another module's insides. */
function boundaryViolations(module: string, file: string, source: string): string[] {
  const found: string[] = [];
  const where = (line: number) => `${path.relative(modulesDir, file)}:${line + 1}`;
  source.split('\n').forEach((line, index) => {
    for (const [table, owner] of Object.entries(TABLE_OWNERS)) {
      if (owner !== module && tableUse(table).test(line)) {
        found.push(`${where(index)} uses table ${table}, owned by ${owner}: call the ${owner} service`);
      }
    }
    const imported = /from\s+['"]\.\.\/([\w-]+)\/([^'"]+)['"]/.exec(line);
    if (imported && imported[1] !== module && imported[2] !== 'service.ts') {
      found.push(`${where(index)} imports ${imported[1]}/${imported[2]}: use ${imported[1]}/service.ts`);
    }
  });
  return found;
}

describe('server module boundaries', () => {
  const modules = fs
    .readdirSync(modulesDir)
    .filter((m) => fs.statSync(path.join(modulesDir, m)).isDirectory());

  it('every table has an owner among the modules', () => {
    expect(modules).toEqual(expect.arrayContaining([...new Set(Object.values(TABLE_OWNERS))]));
  });

  it("no module names another module's tables or imports its insides", () => {
    const violations = modules.flatMap((module) =>
      sourceFiles(module).flatMap((file) => boundaryViolations(module, file, fs.readFileSync(file, 'utf8'))),
    );
    expect(violations).toEqual([]);
  });

  it('finds the ways a table is named in a query', () => {
    const file = path.join(modulesDir, 'accounts', 'example.ts');
    const uses = (code: string) => boundaryViolations('accounts', file, code).length;
    expect(uses(`db.selectFrom('shops')`)).toBe(1);
    expect(uses(`.leftJoin('ledger_accounts as a', 'a.user_id', 'users.id')`)).toBe(1);
    expect(uses(`.select('shops.name')`)).toBe(1);
    expect(uses('sql`select 1 from shops where id = 1`')).toBe(1);
    expect(uses(`import { x } from '../wallet/ledger.ts';`)).toBe(1);
    expect(uses(`db.selectFrom('users')`)).toBe(0);
    expect(uses(`import { createShop } from '../shops/service.ts';`)).toBe(0);
    expect(uses(`// every shop has an owner`)).toBe(0);
  });
});
