import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandbox } from "../../sandbox/testing";
import { createInboxFixture, sandboxControl, type InboxFixture } from "../testing/test-inbox";
import { categoryLabels } from "./categories";

let f: InboxFixture;
beforeAll(async () => {
  f = await createInboxFixture(await startSandbox());
}, 120_000);
afterAll(() => f?.close());

describe("categoryLabels", () => {
  it("labels a category after its parent, leaves out one that cannot be read, and reads each once per process", async () => {
    const log = sandboxControl(f.sandbox);
    const before = await log.newestRequestId();
    const ids = ["MLA7461", "MLA1051", "MLA7461", "MLA0000000"];
    const first = await categoryLabels(f.a.marketplace, ids);
    expect(first).toEqual({ MLA7461: "Celulares y Smartphones › Samsung", MLA1051: "Celulares y Teléfonos" });
    // The brands page shows the same labels on every visit: the second look asks the marketplace only for
    // the one it could not read.
    const again = await categoryLabels(f.a.marketplace, ids);
    expect(again).toEqual(first);
    const reads = (await log.requestsSince(before))
      .map((r) => r.path)
      .filter((p) => p.startsWith("/categories/"))
      .sort();
    expect(reads).toEqual(["/categories/MLA0000000", "/categories/MLA0000000", "/categories/MLA1051", "/categories/MLA7461"]);
  });
});
