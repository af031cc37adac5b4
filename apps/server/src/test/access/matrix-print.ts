/**
 * The access matrix as the test fills it: a row per call, a column per way in (no token, a
 * junk one, …, merchant B's ids), each cell the code the server answered, with `!` where
 * that was not the expected answer. Printed after the run with the failures below it, so a
 * reader sees at a glance which call let what through (docs/decisions/037-access-matrix.md).
 */
export const COLUMNS = [
  'none',
  'junk',
  'expired',
  'revoked',
  'session',
  'wrongRole',
  'othersIds',
  'ownIds',
] as const;
export type Column = (typeof COLUMNS)[number];

interface Cell {
  codes: number[];
  ok: boolean;
}

export class AccessMatrix {
  readonly rows = new Map<string, { auth: string; cells: Map<Column, Cell> }>();
  readonly failures: string[] = [];
  checks = 0;
  passed = 0;

  /** One check of `call` in `column`: the code answered, and whether it was right. */
  record(call: string, auth: string, column: Column, code: number, ok: boolean, why?: string): void {
    let row = this.rows.get(call);
    if (!row) {
      row = { auth, cells: new Map() };
      this.rows.set(call, row);
    }
    const cell = row.cells.get(column) ?? { codes: [], ok: true };
    cell.codes.push(code);
    cell.ok &&= ok;
    row.cells.set(column, cell);
    this.check(ok, `${call} ${column}: ${code}${why ? ` — ${why}` : ''}`);
  }

  /** A check outside the table (a file, a list, a storefront page). */
  check(ok: boolean, failure: string): void {
    this.checks++;
    if (ok) this.passed++;
    else this.failures.push(failure);
  }

  /** The columns a call's row has. */
  columnsOf(call: string): Column[] {
    return [...(this.rows.get(call)?.cells.keys() ?? [])];
  }

  print(title: string): string {
    const shown = COLUMNS.filter((c) => [...this.rows.values()].some((r) => r.cells.has(c)));
    const nameWidth = Math.max(...[...this.rows.keys()].map((n) => n.length), 4);
    const cell = (c: Cell | undefined) => {
      if (!c) return '·';
      const counts = new Map<number, number>();
      for (const code of c.codes) counts.set(code, (counts.get(code) ?? 0) + 1);
      const text = [...counts].map(([code, n]) => (n > 1 ? `${code}×${n}` : `${code}`)).join(',');
      return c.ok ? text : `!${text}`;
    };
    const width = 15;
    const lines = [
      `${title}: ${this.rows.size} calls, ${this.checks} checks, ${this.failures.length} failed`,
      `${'call'.padEnd(nameWidth)} ${'auth'.padEnd(9)}${shown.map((c) => c.padEnd(width)).join('')}`,
      ...[...this.rows].map(
        ([name, row]) =>
          `${name.padEnd(nameWidth)} ${row.auth.padEnd(9)}${shown.map((c) => cell(row.cells.get(c)).padEnd(width)).join('')}`,
      ),
      ...(this.failures.length ? ['failures:', ...this.failures.map((f) => `  ${f}`)] : []),
    ];
    return lines.join('\n');
  }
}
