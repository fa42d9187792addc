import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/i18n/locales";

const read = (file: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, "../../i18n/messages", file), "utf8"));

// A navigation entry says what its page's title says: "Messages" in the sidebar opening a page titled
// "Sales" read as two different places.
describe("navigation names", () => {
  it.each(LOCALES)("%s: the sales entry is named as the sales page is titled", (locale) => {
    expect(read(`${locale}.json`).nav.sales).toBe(read(`${locale}/sales.json`).title);
  });
});
