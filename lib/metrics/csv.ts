import { toCsv as formatCsv } from "../format";

/**
 * CSV for spreadsheets and scripts: plain machine-readable numbers (no thousands separators, "." decimals,
 * ratios rounded to 4 places), ISO 8601 dates, unknown values as empty cells (never 0). Quoting, CRLF line
 * ends and formula neutralising are lib/format.ts's, shared by every CSV the app writes.
 */
export type CsvCell = string | number | null | undefined;

const rounded = (value: CsvCell): CsvCell => (typeof value === "number" ? Math.round(value * 10_000) / 10_000 : value);

export function toCsv(header: string[], rows: CsvCell[][]): string {
  return formatCsv(
    header,
    rows.map((row) => row.map(rounded)),
  );
}
