import { fromCents, toCents } from '@shopkeeper/contract';
import type { Flow, Statement } from './wallet.ts';

/** The words of a statement file, in the reader's language. */
export interface StatementWords {
  headers: { time: string; type: string; status: string; amount: string; remark: string; balance: string };
  opening: string;
  closing: string;
  type: (type: Flow['type']) => string;
  status: (status: Flow['status']) => string;
}

/** Spreadsheets (Excel above all) read a CSV as UTF-8 only when it starts with this mark. */
export const UTF8_BOM = '\uFEFF';

/** A cell as RFC 4180 wants it, and never a formula: a remark starting with = + - @ is text. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const row = (cells: string[]) => cells.map(cell).join(',');

/** "2026-03-01 14:05:09" in the reader's own clock: sortable, and every spreadsheet reads it. */
export function localTime(iso: string): string {
  const d = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(
    d.getMinutes(),
  )}:${two(d.getSeconds())}`;
}

/**
 * The statement as a CSV file's text: the opening balance, each entry oldest first with the
 * balance after it, then the closing balance. Amounts stay wire decimals ("-12.30"), so a
 * spreadsheet adds them up exactly in any language. The running balance is counted in cents
 * and must end at the server's closing balance; if it does not, the file would not reconcile,
 * and it is refused rather than handed out.
 */
export function statementCsv(statement: Statement, words: StatementWords): string {
  const { headers } = words;
  const lines = [
    row([headers.time, headers.type, headers.status, headers.amount, headers.remark, headers.balance]),
    row([localTime(statement.from), words.opening, '', '', '', statement.openingBalance]),
  ];
  let balance = toCents(statement.openingBalance);
  for (const entry of statement.entries) {
    balance += toCents(entry.amount);
    lines.push(
      row([
        localTime(entry.time),
        words.type(entry.type),
        words.status(entry.status),
        entry.amount,
        entry.remark,
        fromCents(balance),
      ]),
    );
  }
  if (balance !== toCents(statement.closingBalance)) {
    throw new Error(`statement does not reconcile: ${fromCents(balance)} ≠ ${statement.closingBalance}`);
  }
  lines.push(row([localTime(statement.to), words.closing, '', '', '', statement.closingBalance]));
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}

/** Hands the text to the browser as a file download. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
