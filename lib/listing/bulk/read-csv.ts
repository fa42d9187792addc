import { parse } from "csv-parse/sync";
import { MAX_STOCK } from "../../schemas/listings";
import { readAmount } from "./read-amount";

/**
 * The bulk-edit CSV a seller uploads: one row per listing, named by item id (`item_id`) or SKU (`sku`, the
 * listing's seller_custom_field), with a new `stock` and/or `price`, or `pause` (yes/no). Headers are matched
 * loosely (case, spaces, es/pt words) because sellers export these from their own spreadsheets; "," or ";"
 * separate cells and a decimal comma is read as a decimal. A row that cannot be read is kept with its
 * reason, so the preflight names it instead of the whole file failing.
 */

export const MAX_BULK_ROWS = 5_000;

export type BulkRef = { itemId: string } | { sku: string };

export interface BulkCsvRow {
  /** The row's line in the file (1 is the header), as a spreadsheet numbers it. */
  line: number;
  ref: BulkRef | null;
  stock?: number;
  price?: number;
  pause?: boolean;
  /** Why the row cannot be read (it is refused in the preflight with this code). */
  invalid?: "missing_ref" | "invalid_stock" | "invalid_price" | "invalid_pause" | "nothing_to_change";
}

export type BulkCsvResult =
  { ok: true; rows: BulkCsvRow[] } | { ok: false; code: "csv_unreadable" | "csv_no_columns" | "csv_too_many_rows"; message: string };

const COLUMNS = {
  itemId: ["item_id", "item", "id", "mla", "publicacion", "publicación", "anuncio"],
  sku: ["sku", "seller_sku", "seller_custom_field", "codigo", "código"],
  stock: ["stock", "available_quantity", "quantity", "cantidad", "estoque", "quantidade"],
  price: ["price", "precio", "preço", "preco"],
  pause: ["pause", "paused", "pausar", "pausa"],
} as const;

const normalise = (header: string) =>
  header
    .replace(/^\uFEFF/, "")
    .trim()
    .toLowerCase()
    .replace(/\s+/g, "_");

const YES = new Set(["yes", "y", "true", "1", "si", "sí", "sim", "x"]);
const NO = new Set(["no", "n", "false", "0", "nao", "não", ""]);

export function readBulkCsv(text: string): BulkCsvResult {
  const delimiter = guessDelimiter(text);
  let records: string[][];
  try {
    records = parse(text, { delimiter, skip_empty_lines: true, relax_column_count: true, trim: true, bom: true });
  } catch (error) {
    return { ok: false, code: "csv_unreadable", message: error instanceof Error ? error.message : String(error) };
  }
  const [header, ...body] = records;
  const index = columnIndex(header ?? []);
  if (index.itemId < 0 && index.sku < 0)
    return { ok: false, code: "csv_no_columns", message: "The file needs an item_id or a sku column." };
  if (index.stock < 0 && index.price < 0 && index.pause < 0)
    return { ok: false, code: "csv_no_columns", message: "The file needs a stock, price or pause column." };
  if (body.length > MAX_BULK_ROWS) return { ok: false, code: "csv_too_many_rows", message: `At most ${MAX_BULK_ROWS} rows per file.` };
  return { ok: true, rows: body.map((cells, i) => readRow(cells, index, i + 2)) };
}

function columnIndex(header: string[]) {
  const names = header.map(normalise);
  const find = (aliases: readonly string[]) => names.findIndex((n) => aliases.includes(n));
  return {
    itemId: find(COLUMNS.itemId),
    sku: find(COLUMNS.sku),
    stock: find(COLUMNS.stock),
    price: find(COLUMNS.price),
    pause: find(COLUMNS.pause),
  };
}

function readRow(cells: string[], index: ReturnType<typeof columnIndex>, line: number): BulkCsvRow {
  const cell = (i: number) => (i >= 0 ? (cells[i] ?? "").trim() : "");
  const itemId = cell(index.itemId).toUpperCase();
  const sku = cell(index.sku);
  const row: BulkCsvRow = { line, ref: itemId ? { itemId } : sku ? { sku } : null };
  if (!row.ref) return { ...row, invalid: "missing_ref" };
  const stock = cell(index.stock);
  if (stock) {
    const n = Number(stock);
    if (!Number.isInteger(n) || n < 0 || n > MAX_STOCK) return { ...row, invalid: "invalid_stock" };
    row.stock = n;
  }
  const price = cell(index.price);
  if (price) {
    const n = readAmount(price);
    if (n === null || n <= 0) return { ...row, invalid: "invalid_price" };
    row.price = n;
  }
  const pause = cell(index.pause).toLowerCase();
  if (!YES.has(pause) && !NO.has(pause)) return { ...row, invalid: "invalid_pause" };
  if (YES.has(pause)) row.pause = true;
  if (row.stock === undefined && row.price === undefined && !row.pause) return { ...row, invalid: "nothing_to_change" };
  return row;
}

/** ";" when the header has more of them than commas (spreadsheets in es/pt locales save that way). */
function guessDelimiter(text: string): string {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? "";
  return (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ";" : ",";
}
