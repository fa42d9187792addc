import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandbox } from "../../sandbox/testing";
import { MarketplaceError } from "../marketplace/errors";
import { createInboxFixture, type InboxFixture } from "../testing/test-inbox";
import { z } from "zod";
import { lenientArray, lenientField } from "../marketplace/lenient";
import { formatTable } from "./format-table";
import { runDoctor } from "./run-doctor";

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
    { call: "GET /a", status: 502, outcome: "differs", detail: "from.id: Required", lenient: [] },
    { call: "GET /b", status: 403, outcome: "documented", detail: "documented", lenient: [] },
    { call: "GET /c", status: 403, outcome: "differs", detail: "forbidden: no", lenient: [] },
  ]);
});

describe("the doctor's lenient report", () => {
  let f: InboxFixture;
  beforeAll(async () => {
    f = await createInboxFixture(await startSandbox({ profile: "real" }), { timeoutMs: 20_000 });
  }, 60_000);
  afterAll(() => f.close());

  it("says per call which element was left out and which field was missing or of another type", async () => {
    // A new shape upstream: one question of the page without its id, and a total that came as text.
    await fetch(`${f.sandbox.url}/__sandbox/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        method: "GET",
        path: "/questions/search",
        status: 200,
        body: { total: "two", questions: [{ id: 11, text: "¿Hay stock?" }, { text: "sin id" }] },
      }),
    });
    const questionsPage = z.object({
      total: lenientField(z.number(), null, "total"),
      questions: lenientArray(z.object({ id: z.number(), text: z.string() })),
    });
    const rows = await runDoctor({ marketplace: f.a.marketplace, sellerId: f.a.sellerId, siteId: "MLA" }, [
      {
        call: "GET /questions/search",
        run: async ({ marketplace, sellerId }) => {
          const page = await marketplace("/questions/search", { query: { seller_id: sellerId }, schema: questionsPage });
          return `${page.questions.length} read`;
        },
      },
      {
        call: "GET /users/me",
        run: async ({ marketplace }) => void (await marketplace("/users/me", { schema: z.object({ id: z.number() }) })),
      },
    ]);

    expect(rows[0]).toMatchObject({
      call: "GET /questions/search",
      status: 200,
      outcome: "lenient",
      detail: "1 read",
      lenient: [
        { call: "GET /questions/search", kind: "field_other_type", id: "total", issues: [expect.stringContaining("(root)")] },
        { call: "GET /questions/search", kind: "element_left_out", id: "#1", issues: [expect.stringMatching(/^id: /)] },
      ],
    });
    // Each call gets only its own notes.
    expect(rows[1]).toMatchObject({ call: "GET /users/me", outcome: "ok", lenient: [] });
    expect(formatTable(rows)).toMatch(
      /GET \/questions\/search\s+200\s+lenient\s+1 read; field of another type total .*; left out element #1 \(id: /,
    );
  });
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

describe("the doctor's claims permission check", () => {
  let f: InboxFixture;
  beforeAll(async () => {
    f = await createInboxFixture(await startSandbox(), { timeoutMs: 20_000 });
  }, 60_000);
  afterAll(() => f.close());

  it("explains a 403 PA_UNAUTHORIZED_RESULT_FROM_POLICIES as the missing post-sale permission", async () => {
    const revoked = await fetch(`${f.sandbox.url}/__sandbox/claims/permission`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ user_id: f.a.sellerId, granted: false }),
    });
    expect(revoked.status).toBe(200);
    const { CHECKS } = await import("./checks");
    const rows = await runDoctor(
      { marketplace: f.a.marketplace, sellerId: f.a.sellerId, siteId: "MLA" },
      CHECKS.filter((c) => c.call.includes("/post-purchase/")),
    );
    const search = rows.find((r) => r.call === "GET /post-purchase/v1/claims/search")!;
    expect(search).toMatchObject({ status: 403, outcome: "differs" });
    expect(search.detail).toContain("PA_UNAUTHORIZED_RESULT_FROM_POLICIES");
    expect(search.detail).toContain("Comunicación pre y post venta");
  });
});
