import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { controlPost, requestPaths, startProfileClient, type ProfileClient } from "../testing/profile-clients";
import { listSellerItemIds } from "./items";
import { forgetVisitsBatching, getItemsVisitTotals, getItemsWindows, itemVisitsAnswerSchema } from "./metrics";

let real: ProfileClient;
let spec: ProfileClient;
let ids: string[];
const NOW = new Date("2026-03-18T15:30:00Z");

beforeAll(async () => {
  [real, spec] = await Promise.all([startProfileClient("real"), startProfileClient("spec")]);
  for (const c of [real, spec]) c.sandbox.sandbox.ctx.clock.set(NOW);
  ids = (await listSellerItemIds(spec.marketplace, spec.sellerId)).slice(0, 6);
}, 60_000);
afterAll(() => Promise.all([real?.close(), spec?.close()]));

describe("parsing /items/visits", () => {
  it("reads the real API's documented object (one item) and the spec's array alike", () => {
    // The documented answer of GET /items/visits?ids=…&date_from&date_to (one object, not an array):
    // https://developers.mercadolibre.com.ar/es_ar/recurso-de-visitas (notes §7).
    const documented = {
      item_id: "MLA1234567890",
      date_from: "2026-01-01T00:00:00Z",
      date_to: "2026-01-31T00:00:00Z",
      total_visits: 552,
      visits_detail: [{ company: "mercadolibre", quantity: 552 }],
    };
    expect(itemVisitsAnswerSchema.parse(documented)).toEqual([{ item_id: "MLA1234567890", total_visits: 552 }]);
    expect(itemVisitsAnswerSchema.parse([documented, { ...documented, item_id: "MLA2", total_visits: null }])).toEqual([
      { item_id: "MLA1234567890", total_visits: 552 },
      { item_id: "MLA2", total_visits: null },
    ]);
  });
});

describe("visits of several listings: 50 ids a call where the marketplace takes them, else one", () => {
  beforeEach(() => forgetVisitsBatching());

  it("previous-period totals are the same on both profiles; the real one refuses several ids once, then gets one a call", async () => {
    const onSpec = await getItemsVisitTotals(spec.marketplace, ids, "2026-02-01", "2026-02-28");
    expect(await requestPaths(spec.sandbox, "/items/visits")).toEqual(["/items/visits"]);
    const onReal = await getItemsVisitTotals(real.marketplace, ids, "2026-02-01", "2026-02-28");
    expect([...onReal.keys()].sort()).toEqual([...ids].sort());
    for (const id of ids) expect(typeof onReal.get(id)).toBe("number");
    expect(onReal).toEqual(onSpec);
    expect((await requestPaths(real.sandbox, "/items/visits")).length).toBe(1 + ids.length);
    // Learnt: the next read goes one id a call straight away.
    await getItemsVisitTotals(real.marketplace, ids, "2026-02-01", "2026-02-28");
    expect((await requestPaths(real.sandbox, "/items/visits")).length).toBe(1 + 2 * ids.length);
  });

  it("day windows are the same on both profiles", async () => {
    const w = { last: 14, unit: "day" as const, ending: "2026-03-15" };
    const onSpec = await getItemsWindows(spec.marketplace, ids, "visits", w);
    const onReal = await getItemsWindows(real.marketplace, ids, "visits", w);
    for (const id of ids) {
      const values = onReal.get(id);
      if (!values || "error" in values) throw new Error(`no window for ${id}`);
      expect(values).toHaveLength(14);
    }
    expect(onReal).toEqual(onSpec);
    const calls = (await requestPaths(real.sandbox, "/items/")).filter((p) => p.endsWith("/visits/time_window"));
    // The multi-item window once (refused for its size), then each listing's own.
    expect(calls.sort()).toEqual(["/items/visits/time_window", ...ids.map((id) => `/items/${id}/visits/time_window`)].sort());
  });

  it("one listing failing is a gap with its reason; the others still have their numbers", async () => {
    const [broken, ...rest] = ids;
    await getItemsVisitTotals(real.marketplace, ids.slice(0, 2), "2026-02-01", "2026-02-28"); // learns one id a call
    await controlPost(real.sandbox, "/__sandbox/faults", { path: `/items/${broken}/visits/time_window`, status: 500, count: 5 });
    const w = { last: 7, unit: "day" as const, ending: "2026-03-15" };
    const got = await getItemsWindows(real.marketplace, ids, "visits", w);
    expect(got.get(broken!)).toMatchObject({ error: { status: 500 } });
    for (const id of rest) expect(Array.isArray(got.get(id))).toBe(true);
    await controlPost(real.sandbox, "/__sandbox/faults", { path: "/items/visits", status: 500, count: 1 });
    const totals = await getItemsVisitTotals(real.marketplace, ids, "2026-02-01", "2026-02-28");
    expect([...totals.values()].filter((v) => v === null)).toHaveLength(1);
    expect([...totals.values()].filter((v) => typeof v === "number")).toHaveLength(ids.length - 1);
  });
});
