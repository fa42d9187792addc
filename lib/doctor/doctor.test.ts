import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandbox } from "../../sandbox/testing";
import { MarketplaceError } from "../marketplace/errors";
import { createInboxFixture, type InboxFixture } from "../testing/test-inbox";
import { formatTable, runDoctor } from "./run-doctor";

/**
 * The doctor against both sandbox profiles: every read the app makes is understood (or refused as the
 * real API documents and the app handles), and nothing but reads reaches the marketplace.
 */
describe.each(["spec", "real"] as const)("npm run doctor against the %s profile", (profile) => {
  let f: InboxFixture;
  beforeAll(async () => {
    f = await createInboxFixture(await startSandbox({ profile }), { timeoutMs: 20_000 });
  }, 60_000);
  afterAll(() => f.close());

  it("understands every answer and writes nothing upstream", async () => {
    const before = await newestId(f.sandbox.url);
    const rows = await runDoctor({ marketplace: f.a.marketplace, sellerId: f.a.sellerId, siteId: "MLA" });

    expect(
      rows.filter((r) => r.outcome === "differs"),
      formatTable(rows),
    ).toEqual([]);
    // The seeded seller has listings, questions and sales, so every check found what it needed.
    expect(rows.filter((r) => r.outcome === "skipped").map((r) => r.call)).toEqual(["GET /shipment_labels"]);
    // The public search: read on the spec profile; refused as the real API documents, and said so.
    const search = rows.find((r) => r.call === "GET /sites/{site}/search");
    expect(search).toMatchObject(profile === "spec" ? { outcome: "ok", status: 200 } : { outcome: "documented", status: 403 });
    const calls = await requestsAfter(f.sandbox.url, before);
    expect(calls.length).toBeGreaterThanOrEqual(rows.length - 1);
    expect(calls.filter((c) => c.method !== "GET")).toEqual([]);
    const conversations = calls.filter((c) => c.path.startsWith("/messages/packs/"));
    expect(conversations.length).toBeGreaterThan(0);
    expect(conversations.every((c) => c.query?.includes("mark_as_read=false"))).toBe(true);
  }, 60_000);
});

it("names what differs, and tells a documented refusal from a broken read", async () => {
  const schemaRefusal = new MarketplaceError("upstream_error", 502, "unexpected shape", undefined, [
    { path: ["from", "id"], message: "Required" },
  ]);
  const rows = await runDoctor({ marketplace: (() => Promise.resolve()) as never, sellerId: 1, siteId: "MLA" }, [
    { call: "GET /a", run: () => Promise.reject(schemaRefusal) },
    { call: "GET /b", answersAs: { 403: "documented" }, run: () => Promise.reject(new MarketplaceError("forbidden", 403, "no")) },
    { call: "GET /c", run: () => Promise.reject(new MarketplaceError("forbidden", 403, "no", "forbidden")) },
  ]);
  expect(rows.slice(0, 3)).toEqual([
    { call: "GET /a", status: 502, outcome: "differs", detail: "from.id: Required" },
    { call: "GET /b", status: 403, outcome: "documented", detail: "documented" },
    { call: "GET /c", status: 403, outcome: "differs", detail: "forbidden: no" },
  ]);
});

interface Logged {
  id: number;
  method: string;
  path: string;
  query?: string;
}

async function newestId(url: string): Promise<number> {
  const [newest] = (await (await fetch(`${url}/__sandbox/requests?limit=1`)).json()) as Logged[];
  return newest?.id ?? 0;
}

async function requestsAfter(url: string, afterId: number): Promise<Logged[]> {
  const all = (await (await fetch(`${url}/__sandbox/requests?afterId=${afterId}&limit=1000`)).json()) as Logged[];
  return all.filter((r) => !r.path.startsWith("/__sandbox") && r.path !== "/oauth/token");
}
