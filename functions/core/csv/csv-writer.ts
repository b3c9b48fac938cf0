/**
 * A small RFC 4180 CSV writer for the organizer's export (issue #28): CRLF line ends, fields quoted when they
 * hold a quote, comma, CR or LF (quotes doubled), a UTF-8 BOM so spreadsheet apps read diacritics right.
 * Guest-typed text is neutralised against formula injection (OWASP "CSV injection"): a cell starting with
 * = + - @, a tab or a CR gets a leading apostrophe, so Excel/Sheets show it as text instead of running it.
 * Numbers are written as numbers (a negative count would be ours, never a guest's).
 */

export type CsvCell = string | number | boolean | null | undefined;

export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** A text cell made safe to open in a spreadsheet: a leading formula character is prefixed with `'`. */
export const neutraliseFormula = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** One cell as it appears in the file (quoted per RFC 4180 when needed). */
export const csvField = (cell: CsvCell): string => {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  if (typeof cell === 'boolean') return cell ? 'true' : 'false';
  const safe = neutraliseFormula(cell);
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export const csvRow = (cells: readonly CsvCell[]): string => cells.map(csvField).join(',');

/** The whole file: BOM, then each row ending with CRLF (RFC 4180 allows the last one to end so too). */
export const csvDocument = (rows: readonly (readonly CsvCell[])[]): string => CSV_BOM + rows.map((r) => `${csvRow(r)}\r\n`).join('');
