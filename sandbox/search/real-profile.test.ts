import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandbox, type RunningSandbox } from "../testing.ts";

// Profile real: the public search is closed to applications (github.com/mercadolibre/golang-restclient/issues/9, notes §11).
let real: RunningSandbox;
let spec: RunningSandbox;
beforeAll(async () => {
  [real, spec] = await Promise.all([startSandbox({ profile: "real", rate: null }), startSandbox()]);
});
afterAll(() => Promise.all([real.close(), spec.close()]));

describe("profile real: /sites/{site}/search", () => {
  it("answers 403 forbidden, with or without a seller filter", async () => {
    for (const query of ["q=zapatillas", "seller_id=241370001"]) {
      const res = await fetch(`${real.url}/sites/MLA/search?${query}`);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        message: "access to the requested resource is forbidden",
        error: "forbidden",
        status: 403,
        cause: [],
      });
    }
  });

  it("the spec profile keeps serving it", async () => {
    const res = await fetch(`${spec.url}/sites/MLA/search?q=zapatillas`);
    expect(res.status).toBe(200);
    expect((await res.json()).results.length).toBeGreaterThan(0);
  });
});
