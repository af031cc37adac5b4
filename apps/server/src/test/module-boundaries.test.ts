import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TABLE_OWNERS } from '../db/schema.ts';

const serverDir = path.resolve(import.meta.dirname, '..');
const modulesDir = path.join(serverDir, 'modules');

/** Source files below a folder (or one file) of the server, tests excluded: a test may look anywhere. */
function filesUnder(folder: string): string[] {
  const dir = path.join(serverDir, folder);
  if (!fs.existsSync(dir)) return [];
  if (fs.statSync(dir).isFile()) return [dir];
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

/** Files of a module that register its HTTP routes: they may call use cases and the route plugin. */
const isRouteFile = (file: string) => /(^|[/\\])(routes|console-routes|pages)\.ts$/.test(file);

/**
 * Lines of one module file that break the layering (docs/decisions/024-use-cases-and-events.md):
 * naming a table another module owns, importing another module at all (a use case composes
 * them), or, outside the module's route files, importing a plugin or a use case.
 */
function boundaryViolations(module: string, file: string, source: string): string[] {
  const found: string[] = [];
  const where = (line: number) => `${path.relative(serverDir, file)}:${line + 1}`;
  source.split('\n').forEach((line, index) => {
    for (const [table, owner] of Object.entries(TABLE_OWNERS)) {
      if (owner !== module && tableUse(table).test(line)) {
        found.push(`${where(index)} uses table ${table}, owned by ${owner}`);
      }
    }
    const sibling = /from\s+['"]\.\.\/([\w-]+)\/([^'"]+)['"]/.exec(line);
    if (sibling && sibling[1] !== module) {
      found.push(`${where(index)} imports module ${sibling[1]}/${sibling[2]}`);
    }
    const layer = /from\s+['"]\.\.\/\.\.\/(plugins|use-cases|seed)\/([^'"]+)['"]/.exec(line);
    if (layer && !isRouteFile(file)) {
      found.push(`${where(index)} imports ${layer[1]}/${layer[2]}`);
    }
  });
  return found;
}

/**
 * Lines of a file outside the modules (use cases, plugins, the seed, the command line) that
 * reach into a module's insides: from outside, a module is its service.ts. Only app.ts
 * registers a module's route files.
 */
function insideReaches(file: string, source: string): string[] {
  const found: string[] = [];
  source.split('\n').forEach((line, index) => {
    const reached = /from\s+['"](?:\.\.?\/)+modules\/([\w-]+)\/([^'"]+)['"]/.exec(line);
    if (reached && reached[2] !== 'service.ts') {
      found.push(
        `${path.relative(serverDir, file)}:${index + 1} imports modules/${reached[1]}/${reached[2]}`,
      );
    }
  });
  return found;
}

/**
 * Events are recorded through use-cases/record-event.ts, which keeps the statistics in the
 * same transaction (docs/decisions/025-statistics.md): a use case recording with the events
 * module's own function would leave the figures behind.
 */
function recordsAroundProjections(file: string, source: string): string[] {
  if (path.basename(file) === 'record-event.ts' || file.endsWith('.test.ts')) return [];
  const found: string[] = [];
  source.split('\n').forEach((line, index) => {
    if (
      /import\s*\{[^}]*\brecordEvent\b[^}]*\}\s*from\s*['"][./]+modules\/events\/service\.ts['"]/.test(line)
    )
      found.push(`${path.relative(serverDir, file)}:${index + 1} records events without the statistics`);
  });
  return found;
}

const modules = fs.readdirSync(modulesDir).filter((m) => fs.statSync(path.join(modulesDir, m)).isDirectory());

function violations(): string[] {
  return [
    ...modules.flatMap((module) =>
      filesUnder(`modules/${module}`).flatMap((file) =>
        boundaryViolations(module, file, fs.readFileSync(file, 'utf8')),
      ),
    ),
    ...['use-cases', 'plugins', 'seed', 'cli', 'main.ts'].flatMap((folder) =>
      filesUnder(folder).flatMap((file) => {
        const source = fs.readFileSync(file, 'utf8');
        return [...insideReaches(file, source), ...recordsAroundProjections(file, source)];
      }),
    ),
  ];
}

describe('server module boundaries', () => {
  it('every table has an owner among the modules', () => {
    expect(modules).toEqual(expect.arrayContaining([...new Set(Object.values(TABLE_OWNERS))]));
  });

  it("no module names another module's tables or imports another module, a plugin or a use case; nothing outside reaches a module's insides", () => {
    expect(violations()).toEqual([]);
  });

  it('finds the ways a module breaks the layering', () => {
    const file = path.join(modulesDir, 'accounts', 'example.ts');
    const uses = (code: string) => boundaryViolations('accounts', file, code).length;
    expect(uses(`db.selectFrom('shops')`)).toBe(1);
    expect(uses(`.leftJoin('ledger_accounts as a', 'a.user_id', 'users.id')`)).toBe(1);
    expect(uses(`.select('shops.name')`)).toBe(1);
    expect(uses('sql`select 1 from shops where id = 1`')).toBe(1);
    expect(uses(`import { x } from '../wallet/ledger.ts';`)).toBe(1);
    expect(uses(`import { createShop } from '../shops/service.ts';`)).toBe(1);
    expect(uses(`import type { HandlerArgs } from '../../plugins/contract-routes.ts';`)).toBe(1);
    expect(uses(`import { payOrders } from '../../use-cases/pay-orders.ts';`)).toBe(1);
    expect(uses(`db.selectFrom('users')`)).toBe(0);
    expect(uses(`import { hashToken } from './tokens.ts';`)).toBe(0);
    expect(uses(`// every shop has an owner`)).toBe(0);
    const route = path.join(modulesDir, 'accounts', 'routes.ts');
    expect(
      boundaryViolations('accounts', route, `import { signUp } from '../../use-cases/sign-up.ts';`),
    ).toEqual([]);
  });

  it("finds a reach into a module's insides from outside the modules", () => {
    const file = path.join(serverDir, 'seed', 'example.ts');
    expect(insideReaches(file, `import { moveOrder } from '../modules/orders/transitions.ts';`)).toHaveLength(
      1,
    );
    expect(insideReaches(file, `import { recordEvent } from '../modules/events/service.ts';`)).toEqual([]);
  });

  it('finds an event recorded around the statistics', () => {
    const file = path.join(serverDir, 'use-cases', 'example.ts');
    expect(
      recordsAroundProjections(file, `import { type X, recordEvent } from '../modules/events/service.ts';`),
    ).toHaveLength(1);
    expect(recordsAroundProjections(file, `import { recordEvent } from './record-event.ts';`)).toEqual([]);
    expect(
      recordsAroundProjections(
        path.join(serverDir, 'use-cases', 'record-event.ts'),
        `import { recordEvent } from '../modules/events/service.ts';`,
      ),
    ).toEqual([]);
  });
});
