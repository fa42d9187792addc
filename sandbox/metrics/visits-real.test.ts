import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SELLER, startSandbox, type RunningSandbox } from "../testing.ts";
import { addItems, getJson, makeItem } from "./test-fixtures.ts";

// Profile real: visits take one item per call (https://developers.mercadolibre.com.ar/es_ar/recurso-de-visitas, notes §7 and §11).
let real: RunningSandbox;
let spec: RunningSandbox;
const NOW = new Date("2026-03-18T15:30:00Z");
const A = "MLA9900000001";
const B = "MLA9900000002";

beforeAll(async () => {
  [real, spec] = await Promise.all([startSandbox({ profile: "real", rate: null }), startSandbox()]);
});
afterAll(() => Promise.all([real.close(), spec.close()]));
beforeEach(() => {
  for (const sb of [real, spec]) {
    sb.sandbox.reset();
    sb.sandbox.ctx.clock.set(NOW);
    addItems(sb, [makeItem({ id: A, site_id: "MLA", seller_id: SELLER.MLA }), makeItem({ id: B, site_id: "MLA", seller_id: SELLER.MLA })]);
  }
});

const range = "date_from=2026-02-01&date_to=2026-02-28";
const refusal = { message: "maximum amount of items to query is 1", error: "validation_parameters", status: 400, cause: [] };

describe("profile real: /items/visits", () => {
  it("one id answers an object {item_id, date_from, date_to, total_visits, visits_detail}", async () => {
    const { status, body } = await getJson(real, `/items/visits?ids=${A}&${range}`);
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(false);
    expect(body).toMatchObject({ item_id: A, date_from: "2026-02-01T00:00:00.000-03:00", total_visits: expect.any(Number) });
    expect(Array.isArray(body.visits_detail)).toBe(true);
    // The same figure the spec profile puts in its array.
    const specBody = (await getJson(spec, `/items/visits?ids=${A}&${range}`)).body;
    expect(specBody).toEqual([body]);
  });

  it("more than one id answers 400 validation_parameters", async () => {
    const { status, body } = await getJson(real, `/items/visits?ids=${A},${B}&${range}`);
    expect(status).toBe(400);
    expect(body).toEqual(refusal);
  });

  it("the multi-item time window takes one id too; the per-item window answers as in the spec", async () => {
    const window = "last=7&unit=day&ending=2026-03-10";
    const many = await getJson(real, `/items/visits/time_window?ids=${A},${B}&${window}`);
    expect(many.status).toBe(400);
    expect(many.body).toEqual(refusal);
    const one = await getJson(real, `/items/${A}/visits/time_window?${window}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual((await getJson(spec, `/items/${A}/visits/time_window?${window}`)).body);
  });

  it("the spec profile keeps answering several ids with an array", async () => {
    const { status, body } = await getJson(spec, `/items/visits?ids=${A},${B}&${range}`);
    expect(status).toBe(200);
    expect(body.map((v: { item_id: string }) => v.item_id).sort()).toEqual([A, B]);
  });
});
