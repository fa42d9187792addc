import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getJson } from "../search/test-fixtures.ts";
import { startSandbox, type RunningSandbox } from "../testing.ts";

let s: RunningSandbox;
beforeAll(async () => {
  s = await startSandbox();
});
afterAll(() => s.close());
const get = (path: string) => getJson(`${s.url}/classified_locations${path}`);

describe("classified locations", () => {
  it("countries list AR, BR, MX, CO, CL and UY with locale and currency", async () => {
    const { status, body } = await get("/countries");
    expect(status).toBe(200);
    expect(body.map((c: any) => c.id)).toEqual(["AR", "BR", "MX", "CO", "CL", "UY"]);
    expect(body[1]).toEqual({ id: "BR", name: "Brasil", locale: "pt_BR", currency_id: "BRL" });
  });

  it("a country detail has separators, time zone, geo_information and states", async () => {
    const { body } = await get("/countries/MX");
    expect(body).toMatchObject({ id: "MX", decimal_separator: ".", thousands_separator: ",", time_zone: "GMT-06:00" });
    expect(body.geo_information.location).toEqual({ latitude: expect.any(Number), longitude: expect.any(Number) });
    expect(body.states.map((x: any) => x.name)).toContain("Jalisco");
  });

  it("the hierarchy is consistent: each level names its parents and is listed by them", async () => {
    for (const country of (await get("/countries")).body) {
      const detail = (await get(`/countries/${country.id}`)).body;
      for (const st of detail.states) {
        const state = (await get(`/states/${st.id}`)).body;
        expect(state).toMatchObject({ id: st.id, name: st.name, country: { id: country.id, name: country.name } });
        const cities = await Promise.all(state.cities.map((c: any) => get(`/cities/${c.id}`)));
        for (const { status, body: city } of cities) {
          expect(status).toBe(200);
          expect(city.state).toEqual({ id: state.id, name: state.name });
          expect(city.country).toEqual({ id: country.id, name: country.name });
          const hoods = await Promise.all(city.neighborhoods.map((n: any) => get(`/neighborhoods/${n.id}`)));
          for (const { body: n } of hoods) {
            expect(n).toMatchObject({
              city: { id: city.id, name: city.name },
              state: city.state,
              country: city.country,
              subneighborhoods: [],
            });
            // Neighborhoods sit close to their city (within about 60 km).
            expect(Math.abs(n.geo_information.location.latitude - city.geo_information.location.latitude)).toBeLessThan(0.6);
          }
        }
      }
    }
  });

  it("some cities have no neighborhoods and some have", () => {
    const cities = [...s.sandbox.ctx.state.locations.cities.values()];
    expect(cities.some((c) => c.neighborhoodIds.length === 0)).toBe(true);
    expect(cities.some((c) => c.neighborhoodIds.length > 0)).toBe(true);
  });

  it("unknown ids are 404 not_found at every level", async () => {
    for (const path of ["/countries/ZZ", "/states/TUxBUFhYWDAwMDA", "/cities/nope", "/neighborhoods/nope"]) {
      const { status, body } = await get(path);
      expect(status, path).toBe(404);
      expect(body.error).toBe("not_found");
    }
  });

  it("OPTIONS on classified locations returns JSON self-documentation", async () => {
    const { status, body } = await getJson(`${s.url}/classified_locations/countries`, { method: "OPTIONS" });
    expect(status).toBe(200);
    expect(body.methods[0].method).toBe("GET");
  });
});
