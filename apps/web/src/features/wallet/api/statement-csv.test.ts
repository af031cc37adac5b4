import { describe, expect, it } from 'vitest';
import { type StatementWords, statementCsv, UTF8_BOM } from './statement-csv.ts';
import type { Statement } from './wallet.ts';

const words: StatementWords = {
  headers: {
    time: 'Datum',
    type: 'Art',
    status: 'Stand',
    amount: 'Betrag',
    remark: 'Notiz',
    balance: 'Saldo',
  },
  opening: 'Anfang',
  closing: 'Ende',
  type: (type) => `type:${type}`,
  status: (status) => `status:${status}`,
};

const entry = (id: number, amount: string, remark = '') => ({
  id,
  time: '2026-03-02T09:30:00.000Z',
  type: 'settlement' as const,
  status: 'approved' as const,
  amount,
  remark,
  causeType: null,
  causeId: null,
});

const statement = (overrides: Partial<Statement> = {}): Statement => ({
  from: '2026-03-01T00:00:00.000Z',
  to: '2026-04-01T00:00:00.000Z',
  openingBalance: '0.10',
  closingBalance: '0.30',
  entries: [entry(1, '0.10'), entry(2, '0.20'), entry(3, '-0.10')],
  ...overrides,
});

const rows = (csv: string) => csv.slice(UTF8_BOM.length).trimEnd().split('\r\n');

describe('statement CSV', () => {
  it('starts with the UTF-8 mark and the headers in the words given', () => {
    const csv = statementCsv(statement(), words);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(rows(csv)[0]).toBe('Datum,Art,Stand,Betrag,Notiz,Saldo');
  });

  it('runs the balance in cents: 0.10 + 0.20 is 0.30, not 0.30000000000000004', () => {
    const balances = rows(statementCsv(statement(), words)).map((row) => row.split(',').at(-1));
    expect(balances).toEqual(['Saldo', '0.10', '0.20', '0.40', '0.30', '0.30']);
  });

  it('quotes commas, quotes and line breaks, and keeps a remark from being read as a formula', () => {
    const csv = statementCsv(
      statement({
        openingBalance: '0.00',
        closingBalance: '3.00',
        entries: [entry(1, '1.00', 'a, "b"'), entry(2, '1.00', 'line\nbreak'), entry(3, '1.00', '+SUM(A1)')],
      }),
      words,
    );
    expect(csv).toContain(',"a, ""b""",');
    expect(csv).toContain(',"line\nbreak",');
    expect(csv).toContain(",'+SUM(A1),");
  });

  it('refuses a statement that does not reconcile rather than hand out a wrong file', () => {
    expect(() => statementCsv(statement({ closingBalance: '0.31' }), words)).toThrow(/reconcile/);
  });
});
