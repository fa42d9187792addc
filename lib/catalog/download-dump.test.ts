import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandbox, type RunningSandbox } from "../../sandbox/testing";
import { createHttp } from "../marketplace/http";
import { downloadDump } from "./download-dump";

const httpOf = (sb: RunningSandbox) => createHttp({ baseUrl: sb.url, timeoutMs: 30_000, backoffMs: 10 });

// The dump's path differs: /sites/{site}/categories/all on the real API
// (https://global-selling.mercadolibre.com/devsite/category-dump-global-selling, notes §7), /sites/{site}/all in the spec.
let real: RunningSandbox;
let spec: RunningSandbox;
beforeAll(async () => {
  [real, spec] = await Promise.all([startSandbox({ profile: "real", rate: null }), startSandbox()]);
});
afterAll(() => Promise.all([real.close(), spec.close()]));

const paths = async (sb: RunningSandbox) =>
  ((await (await fetch(`${sb.url}/__sandbox/requests?path=/sites/MLU/&limit=100`)).json()) as Array<{ path: string; status: number }>)
    .map((r) => `${r.status} ${r.path}`)
    .reverse();

describe("downloadDump", () => {
  for (const profile of ["real", "spec"] as const) {
    it(`reads the whole tree from a ${profile}-profile marketplace, bytes matching X-Content-MD5`, async () => {
      const sb = profile === "real" ? real : spec;
      const { bytes, headers } = await downloadDump(httpOf(sb), "MLU", 30_000);
      expect(createHash("md5").update(bytes).digest("hex")).toBe(headers.get("x-content-md5"));
      expect(Object.keys(JSON.parse(bytes.toString("utf8"))).length).toBeGreaterThan(100);
      expect(headers.get("x-content-created")).toBeTruthy();
      // The documented path first: both profiles serve it, so the spec's path is never needed.
      expect(await paths(sb)).toEqual(["200 /sites/MLU/categories/all"]);
    });
  }

  it("falls back to the spec's /sites/{site}/all when the documented path answers 404", async () => {
    await fetch(`${spec.url}/__sandbox/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        method: "GET",
        path: "/sites/MLC/categories/all",
        status: 404,
        body: { message: "not found", error: "not_found", status: 404, cause: [] },
        count: 1,
      }),
    });
    const { bytes, headers } = await downloadDump(httpOf(spec), "MLC", 30_000);
    expect(createHash("md5").update(bytes).digest("hex")).toBe(headers.get("x-content-md5"));
    const log = (await (await fetch(`${spec.url}/__sandbox/requests?path=/sites/MLC/&limit=100`)).json()) as Array<{ path: string }>;
    expect(log.map((r) => r.path).reverse()).toEqual(["/sites/MLC/categories/all", "/sites/MLC/all"]);
  });

  it("another failure of the documented path is not hidden by the fallback", async () => {
    await fetch(`${real.url}/__sandbox/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ method: "GET", path: "/sites/MLB/categories/all", status: 403, count: 1 }),
    });
    await expect(downloadDump(httpOf(real), "MLB", 30_000)).rejects.toMatchObject({ status: 403 });
    const log = (await (await fetch(`${real.url}/__sandbox/requests?path=/sites/MLB/&limit=100`)).json()) as unknown[];
    expect(log).toHaveLength(1);
  });
});
