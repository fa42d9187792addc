import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Rng } from "../core/rng.ts";
import { addItem } from "../search/test-fixtures.ts";
import { startSandbox, type RunningSandbox } from "../testing.ts";
import { resolveListingLocation } from "./resolve.ts";
import { seedRealEstate } from "./real-estate.ts";
import { placeClassifiedItems } from "./seed.ts";

let s: RunningSandbox;
beforeAll(async () => {
  s = await startSandbox();
});
afterAll(() => s.close());

const tree = () => s.sandbox.ctx.state.locations;
const city = (name: string) => [...tree().cities.values()].find((c) => c.name === name)!;

describe("listing location rule", () => {
  it("a state id alone is rejected", () => {
    const state = [...tree().states.values()].find((x) => x.name === "Córdoba")!;
    expect(resolveListingLocation(tree(), state.id)).toMatchObject({ ok: false, code: "location.state_not_allowed" });
  });

  it("a city that has neighborhoods is rejected", () => {
    expect(resolveListingLocation(tree(), city("Rosario").id)).toMatchObject({ ok: false, code: "location.city_has_neighborhoods" });
  });

  it("a neighborhood id is accepted and completes city, state and country", () => {
    const rosario = city("Rosario");
    const r = resolveListingLocation(tree(), rosario.neighborhoodIds[0]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.location.city).toEqual({ id: rosario.id, name: "Rosario" });
    expect(r.location.state.name).toBe("Santa Fe");
    expect(r.location.country).toEqual({ id: "AR", name: "Argentina" });
    expect(r.location.neighborhood?.id).toBe(rosario.neighborhoodIds[0]);
  });

  it("a city without neighborhoods is accepted", () => {
    const r = resolveListingLocation(tree(), city("Palermo").id);
    expect(r).toMatchObject({ ok: true, location: { neighborhood: null, city: { name: "Palermo" }, state: { name: "Capital Federal" } } });
  });

  it("a missing or unknown location is rejected", () => {
    expect(resolveListingLocation(tree(), undefined)).toMatchObject({ ok: false, code: "location.required" });
    expect(resolveListingLocation(tree(), "AR")).toMatchObject({ ok: false, code: "location.country_not_allowed" });
    expect(resolveListingLocation(tree(), "TUxBQlhYWDAwMDA")).toMatchObject({ ok: false, code: "location.unknown" });
  });

  it("every classified item on a site with locations gets a location that obeys the rule", () => {
    const state = s.sandbox.ctx.state;
    addItem(state, {
      site_id: "MLB",
      title: "Apartamento 2 quartos à venda em Pinheiros",
      price: 890_000,
      currency_id: "BRL",
      category_id: "MLB1459",
      buying_mode: "classified",
      topic: "real_estate",
    });
    placeClassifiedItems(state, new Rng("t"));
    const classified = [...state.catalog.items.values()].filter((i) => i.buying_mode === "classified");
    expect(classified.length).toBeGreaterThan(0);
    for (const item of classified) {
      const leaf = item.location?.neighborhood?.id ?? item.location?.city.id;
      const r = resolveListingLocation(state.locations, leaf);
      expect(r.ok, item.title).toBe(true);
      if (r.ok) expect(r.location.country.id).toBe(item.location!.country.id);
    }
  });

  it("real-estate listings are topped up to twelve per site, by a normal seller, with locations", () => {
    const state = s.sandbox.ctx.state;
    addItem(state, {
      site_id: "MLA",
      title: "Departamento 3 ambientes en venta en Palermo",
      price: 189_000,
      currency_id: "USD",
      category_id: "MLA1472",
      buying_mode: "classified",
      topic: "real_estate",
    });
    placeClassifiedItems(state, new Rng("t"));
    seedRealEstate(state, new Rng("t"), new Date(), "http://localhost:4010");
    const listings = [...state.catalog.items.values()].filter((i) => i.site_id === "MLA" && i.topic === "real_estate");
    expect(listings.length).toBeGreaterThanOrEqual(12);
    for (const item of listings) {
      expect(item.buying_mode).toBe("classified");
      expect(item.location?.country.id).toBe("AR");
      expect(state.users.get(item.seller_id)?.user_type).toBe("normal");
    }
  });
});
