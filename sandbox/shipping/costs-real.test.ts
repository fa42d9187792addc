import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SELLER, startSandbox, type RunningSandbox } from "../testing.ts";
import { getJson } from "./test-fixtures.ts";

// Notes §7 (developers.mercadolibre.com.ar/es_ar/costos-de-envios, 13/02/2026): free_shipping is needed
// for the correct cost. The real profile refuses a call without it (sandbox/shipping/README.md).
let real: RunningSandbox;
let spec: RunningSandbox;
beforeAll(async () => {
  [real, spec] = await Promise.all([startSandbox({ profile: "real", rate: null }), startSandbox()]);
});
afterAll(() => Promise.all([real.close(), spec.close()]));

describe("free shipping cost on the real profile", () => {
  it("without free_shipping answers 400 naming the parameter", async () => {
    const { status, body } = await getJson(real, `/users/${SELLER.MLB}/shipping_options/free?dimensions=10x10x10,2000`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: "bad_request", status: 400, message: expect.stringContaining("free_shipping") });
  });

  it("with free_shipping=true or false answers the cost record", async () => {
    for (const value of ["true", "false"]) {
      const { status, body } = await getJson(
        real,
        `/users/${SELLER.MLB}/shipping_options/free?dimensions=10x10x10,2000&free_shipping=${value}`,
      );
      expect(status).toBe(200);
      expect(body.coverage.all_country.currency_id).toBe("BRL");
    }
  });

  it("the spec profile still answers without it", async () => {
    const { status } = await getJson(spec, `/users/${SELLER.MLB}/shipping_options/free?dimensions=10x10x10,2000`);
    expect(status).toBe(200);
  });
});
