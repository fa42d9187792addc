import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandbox, type RunningSandbox } from "../testing.ts";

// Profile real: the tree dump lives at /sites/{site}/categories/all only
// (https://global-selling.mercadolibre.com/devsite/category-dump-global-selling, notes §7 and §11).
let real: RunningSandbox;
let spec: RunningSandbox;
beforeAll(async () => {
  [real, spec] = await Promise.all([startSandbox({ profile: "real", rate: null }), startSandbox()]);
});
afterAll(() => Promise.all([real.close(), spec.close()]));

describe("profile real: category dump path", () => {
  it("GET /sites/{site}/categories/all serves the gzip dump with X-Content-Created and a matching X-Content-MD5", async () => {
    const res = await fetch(`${real.url}/sites/MLA/categories/all`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const bytes = Buffer.from(await res.arrayBuffer()); // fetch undoes the gzip
    expect(createHash("md5").update(bytes).digest("hex")).toBe(res.headers.get("x-content-md5"));
    expect(Number.isNaN(Date.parse(res.headers.get("x-content-created") ?? ""))).toBe(false);
  });

  it("GET /sites/{site}/all (the spec's path) answers the standard 404 envelope", async () => {
    const res = await fetch(`${real.url}/sites/MLA/all`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: "not_found", status: 404, cause: [] });
  });

  it("the spec profile serves both paths", async () => {
    expect((await fetch(`${spec.url}/sites/MLA/all`, { method: "HEAD" })).status).toBe(200);
    expect((await fetch(`${spec.url}/sites/MLA/categories/all`, { method: "HEAD" })).status).toBe(200);
  });
});
