import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const dir = path.resolve(import.meta.dirname, "messages");
const read = (file: string) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as unknown;

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const files = ["", ...readdirSync(path.join(dir, "en")).map((f) => f)];

describe("translations", () => {
  for (const file of files) {
    const en = read(file ? `en/${file}` : "en.json");
    for (const locale of ["es", "pt-BR"]) {
      it(`${locale} ${file || "base"} has exactly the English keys`, () => {
        expect(keys(read(file ? `${locale}/${file}` : `${locale}.json`)).sort()).toEqual(keys(en).sort());
      });
    }
  }
});
