import fs from 'node:fs';
import path from 'node:path';

/**
 * Figures a test wants `npm run verify` to print (scripts/verify.mjs): how many calls were
 * tried with how many inputs, the access matrix, the ledger after kills, the limits across
 * servers. Written only when VERIFY_REPORT_DIR is set, one JSON file per part and database;
 * a plain `npm test` writes nothing. Keep `figures` flat: label → number or short text.
 */
export function reportFigures(part: string, dialect: string, figures: Record<string, number | string>): void {
  const dir = process.env.VERIFY_REPORT_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${part}.${dialect}.json`);
  const previous = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as object) : {};
  fs.writeFileSync(file, JSON.stringify({ part, dialect, ...previous, ...figures }, null, 2));
}
