import { afterAll, beforeAll, expect, it } from "vitest";
import { startSandbox, type RunningSandbox } from "./testing.ts";

let s: RunningSandbox;
beforeAll(async () => {
  s = await startSandbox();
});
afterAll(() => s.close());

const DOC_PATH = "/__sandbox/openapi.json";

/** Hono's `/users/:user_id` (optionally with a `{regex}`) written the OpenAPI way: `/users/{user_id}`. */
const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, "{$1}");

it("every route registered on the app appears in /__sandbox/openapi.json", async () => {
  const doc = (await (await fetch(`${s.url}${DOC_PATH}`)).json()) as { paths: Record<string, Record<string, unknown>> };
  // Middleware is registered with method ALL; the document route is the only route outside createRoute.
  const routes = s.sandbox.app.routes.filter((r) => r.method !== "ALL" && r.path !== DOC_PATH);
  expect(routes.length).toBeGreaterThan(0);
  // A createRoute route appears once per validator middleware too, hence the Set.
  const missing = [...new Set(routes.map((r) => `${r.method} ${toOpenApiPath(r.path)}`))].filter((route) => {
    const [method, path] = route.split(" ") as [string, string];
    return !doc.paths[path]?.[method.toLowerCase()];
  });
  expect(missing, `routes missing from the OpenAPI document:\n${missing.join("\n")}`).toEqual([]);
});
