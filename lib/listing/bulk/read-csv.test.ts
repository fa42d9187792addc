import { describe, expect, it } from "vitest";
import { readAmount } from "./read-amount";
import { readBulkCsv } from "./read-csv";

describe("readBulkCsv", () => {
  it("reads item ids and SKUs with stock, price and pause, numbering rows as a spreadsheet does", () => {
    const read = readBulkCsv("item_id,sku,stock,price,pause\r\nmla123,,5,,\r\n,ABC-1,,1999.90,\r\nMLA9,,,,yes\r\n");
    expect(read).toEqual({
      ok: true,
      rows: [
        { line: 2, ref: { itemId: "MLA123" }, stock: 5 },
        { line: 3, ref: { sku: "ABC-1" }, price: 1999.9 },
        { line: 4, ref: { itemId: "MLA9" }, pause: true },
      ],
    });
  });

  it("takes ';' files with es/pt headers, a BOM, quotes and decimal commas", () => {
    const read = readBulkCsv('\uFEFFSKU;Cantidad;Precio\n"A;1";3;"1.234,50"\n');
    expect(read).toEqual({ ok: true, rows: [{ line: 2, ref: { sku: "A;1" }, stock: 3, price: 1234.5 }] });
  });

  it("keeps a row it cannot read with its reason instead of failing the file", () => {
    const read = readBulkCsv("item_id,stock,price,pause\nMLA1,-2,,\nMLA2,,abc,\n,4,,\nMLA3,,,maybe\nMLA4,,,no\nMLA5,1.5,,\n");
    expect(read.ok && read.rows.map((r) => [r.line, r.invalid])).toEqual([
      [2, "invalid_stock"],
      [3, "invalid_price"],
      [4, "missing_ref"],
      [5, "invalid_pause"],
      [6, "nothing_to_change"],
      [7, "invalid_stock"],
    ]);
  });

  it("refuses a file without the columns it needs, or with too many rows", () => {
    expect(readBulkCsv("title,stock\nx,1\n")).toMatchObject({ ok: false, code: "csv_no_columns" });
    expect(readBulkCsv("item_id,title\nMLA1,x\n")).toMatchObject({ ok: false, code: "csv_no_columns" });
    const big = `item_id,stock\n${Array.from({ length: 5001 }, (_, i) => `MLA${i},1`).join("\n")}`;
    expect(readBulkCsv(big)).toMatchObject({ ok: false, code: "csv_too_many_rows" });
    expect(readBulkCsv('item_id,stock\n"MLA1,1\n')).toMatchObject({ ok: false, code: "csv_unreadable" });
  });
});

describe("readAmount", () => {
  it("reads the last separator as the decimal one unless three digits follow it", () => {
    expect(readAmount("1234.5")).toBe(1234.5);
    expect(readAmount("1,234.50")).toBe(1234.5);
    expect(readAmount("1.234,50")).toBe(1234.5);
    expect(readAmount("1.500")).toBe(1500);
    expect(readAmount("$ 99,9")).toBe(99.9);
    expect(readAmount("-3")).toBeNull();
    expect(readAmount("12a")).toBeNull();
  });
});
