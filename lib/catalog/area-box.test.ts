import { describe, expect, it } from "vitest";
import { searchParamsSchema } from "../schemas/search";
import { areaBox, parseArea } from "./area-box";

describe("areaBox", () => {
  it("draws a box that holds the circle, wider in longitude away from the equator", () => {
    // Córdoba (AR): 5 km is ~0.045° of latitude and ~0.053° of longitude at 31.4° S.
    expect(areaBox(-31.4135, -64.1811, 5)).toBe("lat:-31.4584_-31.3686,lon:-64.2337_-64.1285");
  });

  it("is a value the search API accepts", () => {
    const box = areaBox(-23.5505, -46.6333, 25);
    expect(searchParamsSchema.parse({ item_location: box }).item_location).toBe(box);
  });

  it("stays inside the globe's ranges", () => {
    expect(areaBox(89.99, 179.99, 50)).toMatch(/^lat:89\.\d+_90\.0000,lon:\d+\.\d+_180\.0000$/);
  });
});

describe("parseArea", () => {
  it("reads a city or a neighbourhood and refuses anything else", () => {
    expect(parseArea("city:TUxBQ0NPUjc0MzE")).toEqual({ kind: "city", id: "TUxBQ0NPUjc0MzE" });
    expect(parseArea("neighborhood:TUxBQlBBTDI")).toEqual({ kind: "neighborhood", id: "TUxBQlBBTDI" });
    expect(parseArea("state:TUxBUENPUjJmMjM")).toBeNull();
    expect(parseArea(null)).toBeNull();
  });
});
