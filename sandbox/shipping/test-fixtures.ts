import type { SiteId } from "../accounts/types.ts";
import type { RunningSandbox } from "../testing.ts";
import { leafCategories } from "./catalog-adapter.ts";
import { categoryAcceptsFreeShipping } from "./categories.ts";

export { addItems, getJson, makeItem, mintToken } from "../metrics/test-fixtures.ts";

/** A category id of the site that does (or does not) accept me2 free shipping. */
export function categoryWhere(site: SiteId, accepts: boolean): string {
  // From the catalog tree when there is one: a shippable (non-classified) leaf.
  const leaf = leafCategories(site).find(
    (c) => c.topic !== "real_estate" && c.topic !== "vehicles" && categoryAcceptsFreeShipping(c.id) === accepts,
  );
  if (leaf) return leaf.id;
  for (let n = 1000; ; n++) if (categoryAcceptsFreeShipping(`${site}${n}`) === accepts) return `${site}${n}`;
}

export async function putJson(
  running: RunningSandbox,
  path: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; body: any }> {
  const res = await fetch(`${running.url}${path}`, {
    method: "PUT",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}
