import { afterEach, describe, expect, it } from "vitest";
import { forgetUnreadable } from "../lenient";
import { replay, type Replay } from "./replay";
import { readSample, sampleFiles, sampleStatus } from "./sample-files";
import { CONTRACT_ROWS, NOT_CALLED } from "./table";

// Every real answer of the marketplace, fed through the app's own function for its call
// (lib/marketplace/contract/table.ts says which, and what the seller must see).
const files = sampleFiles();
let open: Replay | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
  forgetUnreadable();
});

describe("the marketplace's own answers", () => {
  it("every sample file has a row in the contract table (or a reason the app makes no such call), and every row a sample", () => {
    const named = new Set([...CONTRACT_ROWS.map((r) => r.sample), ...Object.keys(NOT_CALLED)]);
    expect(files.filter((f) => !named.has(f))).toEqual([]);
    expect([...named].filter((f) => !files.includes(f))).toEqual([]);
  });

  for (const row of CONTRACT_ROWS) {
    it(`${row.sample} reads as a seller would see it`, async () => {
      const body = readSample(row.sample);
      open = await replay({ status: sampleStatus(row.sample), body, headers: row.headers });
      await row.check(await row.read(open, body), body);
    });
  }
});
