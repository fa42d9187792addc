import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Item } from "../../../sandbox/catalog/types";
import { SELLER, startSandbox, type RunningSandbox } from "../../../sandbox/testing";
import type { Db } from "../../db/client";
import type { SellerClient } from "../../marketplace/client";
import { createHttp } from "../../marketplace/http";
import { processRunItems } from "../../runs/process";
import { getRunSummary, listRunItems, createRun } from "../../runs/store";
import { createRunRegistry } from "../../runs/types";
import { createPgliteDatabase, type TestDatabase } from "../../testing/databases";
import { parse } from "csv-parse/sync";
import { LISTING_BULK_RUN, listingBulkRunHandler, type BulkRunInput } from "./bulk-run";
import { failedRowsCsv } from "./failed-csv";
import { loadBulkPreflight } from "./load-preflight";
import { readBulkCsv } from "./read-csv";

// The preflight and the run against the sandbox's PUT /items rules, over HTTP, with our database.
let sandbox: RunningSandbox;
let database: TestDatabase;
let db: Db;
let close: () => Promise<void>;
let marketplace: SellerClient;
let userId: string;
const WORKSPACE = "ws-bulk-edits";
const owner = { workspaceId: WORKSPACE, sellerId: SELLER.MLA, siteId: "MLA" };

beforeAll(async () => {
  sandbox = await startSandbox();
  database = createPgliteDatabase();
  ({ db, close } = await database.open());
  await db.workspace.upsert({
    where: { id: WORKSPACE },
    create: { id: WORKSPACE, sellerId: BigInt(SELLER.MLA), nickname: "MLA", siteId: "MLA" },
    update: {},
  });
  userId = (await db.user.upsert({ where: { email: "bulk@test" }, create: { name: "Ana", email: "bulk@test" }, update: {} })).id;
}, 180_000);
afterAll(async () => {
  await close();
  await database.drop();
  await sandbox.close();
});
beforeEach(async () => {
  sandbox.sandbox.reset();
  await db.runItem.deleteMany();
  await db.run.deleteMany();
  const token = await sandbox.tokenFor(SELLER.MLA);
  const http = createHttp({ baseUrl: sandbox.url, timeoutMs: 5_000, backoffMs: 1 });
  marketplace = (path, options) => http(path, { ...options, token });
}, 60_000);

const state = () => sandbox.sandbox.ctx.state;
const items = () =>
  state()
    .catalog.itemsBySeller.get(SELLER.MLA)!
    .map((id) => state().catalog.items.get(id)!);
const plain = () => items().filter((i) => i.status === "active" && !i.variations?.length && !state().listings.automation.has(i.id));
const one = (where: (i: Item) => boolean) => {
  const found = items().find(where);
  if (!found) throw new Error("no seeded item fits");
  return found;
};

describe("bulk preflight", () => {
  it("names every row it would refuse and why, and accepts the rest with the values they replace", async () => {
    const [a, b, c] = plain();
    const closed = one((i) => i.status === "closed");
    const withVariations = one((i) => !!i.variations?.length);
    const automated = [...state().listings.automation.keys()].find((id) => state().catalog.items.get(id)!.seller_id === SELLER.MLA)!;
    const other = state().catalog.itemsBySeller.get(SELLER.MLB)![0]!;
    const underReview = plain()[3]!;
    underReview.status = "under_review";
    const csv = [
      "item_id,sku,stock,price,pause",
      `${a!.id},,7,,`,
      `,${b!.seller_custom_field},,,yes`,
      `${c!.id},,,0.01,`,
      `${closed.id},,3,,`,
      `${withVariations.id},,3,,`,
      `${automated},,,${state().catalog.items.get(automated)!.price + 1},`,
      `${other},,1,,`,
      `,NO-SUCH-SKU,1,,`,
      `${a!.id},,8,,`,
      `${underReview.id},,2,,`,
    ].join("\n");
    const read = readBulkCsv(csv);
    if (!read.ok) throw new Error(read.message);
    const preflight = await loadBulkPreflight({ db, marketplace, owner }, read.rows);
    expect(preflight.accepted).toEqual([
      expect.objectContaining({
        line: 2,
        itemId: a!.id,
        change: { availableQuantity: 7 },
        expected: { availableQuantity: a!.available_quantity },
      }),
      expect.objectContaining({ line: 3, itemId: b!.id, change: { status: "paused" }, expected: { status: "active" } }),
    ]);
    expect(preflight.refused.map((r) => [r.line, r.code])).toEqual([
      [4, "price_out_of_range"],
      [5, "listing_read_only"],
      [6, "stock_per_variation"],
      [7, "price_automation_unconfirmed"],
      [8, "unknown_item"],
      [9, "unknown_sku"],
      [10, "duplicate_row"],
      [11, "listing_under_review"],
    ]);
    expect(preflight.automation).toEqual([{ line: 7, itemId: automated, title: expect.any(String) }]);
    // Confirmed, the automated listing's price goes into the run, marked as switching the automation off.
    const confirmed = await loadBulkPreflight({ db, marketplace, owner }, read.rows, { confirmAutomationOff: true });
    expect(confirmed.accepted.find((r) => r.itemId === automated)).toMatchObject({ switchesAutomationOff: true });
  });
});

describe("bulk run", () => {
  const registry = () => createRunRegistry({ [LISTING_BULK_RUN]: listingBulkRunHandler(async () => marketplace) });
  const drain = async () => {
    while ((await processRunItems(db, registry(), { limit: 20 })).claimed > 0);
  };

  it("applies each accepted row, refuses one changed meanwhile with both values, and the failed CSV names both kinds", async () => {
    const [a, b] = plain();
    const read = readBulkCsv(`item_id,stock\n${a!.id},11\n${b!.id},12\nMLA1,3\n`);
    if (!read.ok) throw new Error(read.message);
    const preflight = await loadBulkPreflight({ db, marketplace, owner }, read.rows);
    const runId = await createRun(db, {
      kind: LISTING_BULK_RUN,
      workspaceId: WORKSPACE,
      startedById: userId,
      params: { refused: JSON.parse(JSON.stringify(preflight.refused)) },
      targets: preflight.accepted.map((r) => ({
        target: r.itemId,
        input: { line: r.line, change: r.change, expected: r.expected, confirmAutomationOff: false } satisfies BulkRunInput,
      })),
    });
    // The seller changes b on the marketplace between the preflight and the run.
    state().catalog.items.get(b!.id)!.available_quantity += 40;
    await drain();
    expect(state().catalog.items.get(a!.id)!.available_quantity).toBe(11);
    expect(state().catalog.items.get(b!.id)!.available_quantity).not.toBe(12);
    const summary = await getRunSummary(db, WORKSPACE, runId);
    expect(summary).toMatchObject({ status: "finished", counts: { done: 1, refused: 1, failed: 0, pending: 0 } });
    const rows = await listRunItems(db, runId);
    expect(rows[1]).toMatchObject({
      status: "refused",
      reason: { code: "listing_changed", details: { conflicts: [{ field: "availableQuantity", yours: b!.available_quantity - 40 }] } },
    });
    const audit = await db.auditEntry.findMany({ where: { workspaceId: WORKSPACE, runId } });
    expect(audit.map((e) => [e.objectId, e.result])).toEqual([[a!.id, "ok"]]);
    const failed = parse(failedRowsCsv(preflight.refused, rows), { columns: true }) as Array<Record<string, string>>;
    expect(failed.map((r) => [r.line, r.item_id, r.reason])).toEqual([
      ["3", b!.id, "listing_changed"],
      ["4", "MLA1", "unknown_item"],
    ]);
  });
});
