/**
 * CSV for spreadsheets and scripts: plain machine-readable numbers (no thousands separators, "." decimals),
 * ISO 8601 dates, unknown values as empty cells (never 0), RFC 4180 quoting, CRLF line ends.
 */
export type CsvCell = string | number | null | undefined;

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(Math.round(value * 10_000) / 10_000) : "";
  // A text starting with = + - @ would run as a formula in a spreadsheet: prefix it with a quote.
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n']/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(header: string[], rows: CsvCell[][]): string {
  return [header, ...rows].map((r) => r.map(cell).join(",")).join("\r\n") + "\r\n";
}
