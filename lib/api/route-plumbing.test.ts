import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseMarketplaceId } from "./ids";
import { readJson } from "./read-json";

/**
 * Every route handler file under app/api, found on disk so a new route is covered without editing this
 * test. The guard runs before the session is read, so no sign-in is needed to prove the refusals.
 */
const API_DIR = path.resolve(import.meta.dirname, "../../app/api");
const WRITES = ["POST", "PUT", "PATCH", "DELETE"] as const;
// The marketplace's server-to-server callback and next-auth's own endpoints are not ours to guard; the
// e2e-only reset is a 404 unless MOSTRADOR_TEST_RESET is set (checked below).
const EXEMPT = ["notifications", "auth", "testing"];

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return name === "route.ts" ? [full] : [];
  });
}

async function stateChangingRoutes() {
  const routes: Array<{
    name: string;
    method: string;
    handler: (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
  }> = [];
  for (const file of routeFiles(API_DIR)) {
    const rel = path.relative(API_DIR, file);
    if (EXEMPT.some((e) => rel.startsWith(e)) || rel.startsWith("[...slug]")) continue;
    const mod = (await import(file)) as Record<string, unknown>;
    for (const method of WRITES) {
      if (typeof mod[method] === "function")
        routes.push({ name: `${method} /api/${path.dirname(rel)}`, method, handler: mod[method] as never });
    }
  }
  return routes;
}

const params = Promise.resolve({ id: "1", userId: "1" });
const url = (name: string) => `http://localhost:3000${name.split(" ")[1]!.replace(/\[(\w+)\]/g, "1")}`;

describe("route plumbing at the edge", () => {
  it("finds the state-changing routes", async () => {
    expect((await stateChangingRoutes()).length).toBeGreaterThanOrEqual(14);
  });

  it("refuses a cross-site write on every state-changing route, before the session", async () => {
    for (const route of await stateChangingRoutes()) {
      const foreign: Array<Record<string, string>> = [
        { origin: "https://evil.example" },
        { "sec-fetch-site": "cross-site" },
        { "sec-fetch-site": "same-site", origin: "http://localhost:4010" },
      ];
      for (const headers of foreign) {
        const req = new NextRequest(url(route.name), {
          method: route.method,
          headers: { ...headers, "content-type": "application/json", "content-length": "2" },
          body: "{}",
        });
        const res = await route.handler(req, { params });
        expect(res.status, `${route.name} ${JSON.stringify(headers)}`).toBe(403);
        expect((await res.json()).error.code).toBe("cross_origin");
      }
    }
  });

  it("answers 400 to a body that is not JSON on every state-changing route", async () => {
    for (const route of await stateChangingRoutes()) {
      // A same-origin text/plain body: what a form or a "simple" cross-site request would send.
      const req = new NextRequest(url(route.name), {
        method: route.method,
        headers: { origin: "http://localhost:3000", "content-type": "text/plain", "content-length": "8" },
        body: "not json",
      });
      const res = await route.handler(req, { params });
      expect(res.status, route.name).toBe(400);
      expect((await res.json()).error.code).toBe("invalid_body");
    }
  });

  it("lets a same-origin JSON write through to the session check", async () => {
    for (const route of await stateChangingRoutes()) {
      if (route.name.includes("team/join")) continue; // public: no session to check
      const req = new NextRequest(url(route.name), {
        method: route.method,
        headers: {
          origin: "http://localhost:3000",
          "sec-fetch-site": "same-origin",
          "content-type": "application/json",
          "content-length": "2",
        },
        body: "{}",
      });
      expect((await route.handler(req, { params })).status, route.name).toBe(401);
      // A bodiless write (sync, delete) still gets a body stream from the server: it must pass too.
      const bare = new NextRequest(url(route.name), {
        method: route.method,
        headers: { "sec-fetch-site": "same-origin" },
        body: new ReadableStream({ start: (c) => c.close() }),
        duplex: "half",
      } as never);
      expect((await route.handler(bare, { params })).status, `${route.name} without a body`).toBe(401);
    }
  });
});

describe("readJson", () => {
  const schema = z.object({ text: z.string() });
  const request = (body: string, type = "application/json") =>
    new Request("http://localhost/x", { method: "POST", headers: { "content-type": type }, body });

  it("parses JSON with the route's schema", async () => {
    expect(await readJson(request('{"text":"hola"}', "application/json; charset=utf-8"), schema)).toEqual({ text: "hola" });
  });

  it("turns every bad body into a 400 or 413 with its own code", async () => {
    await expect(readJson(request("{not json"), schema)).rejects.toMatchObject({ status: 400, code: "invalid_json" });
    await expect(readJson(request("hola", "text/plain"), schema)).rejects.toMatchObject({ status: 400, code: "invalid_body" });
    await expect(readJson(request(JSON.stringify({ text: "x".repeat(70_000) })), schema)).rejects.toMatchObject({ status: 413 });
    await expect(readJson(request('{"text":1}'), schema)).rejects.toBeInstanceOf(z.ZodError);
  });
});

describe("marketplace ids", () => {
  it("accepts positive 64-bit ids and refuses the rest with a 400", () => {
    expect(parseMarketplaceId("9223372036854775807", "question")).toBe(9_223_372_036_854_775_807n);
    for (const bad of ["9223372036854775808", "99999999999999999999", "0", "-1", "01", "1e3", "12a", "", " 1"]) {
      expect(() => parseMarketplaceId(bad, "question"), bad).toThrow(expect.objectContaining({ status: 400, code: "invalid_question_id" }));
    }
  });

  it("has no e2e reset unless the environment asks for it", async () => {
    const { POST } = await import("../../app/api/testing/reset/route");
    const res = await POST(new NextRequest("http://localhost:3000/api/testing/reset", { method: "POST" }));
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe("not_found");
  });
});
