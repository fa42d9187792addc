import type { CategoryRecord } from "./types.ts";

/** GET a JSON body and its status. */
export async function getJson<T = any>(url: string, init?: RequestInit): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await fetch(url, init);
  return { status: res.status, body: (await res.json()) as T, headers: res.headers };
}

/** The whole tree of a site through GET /sites/{site}/all (fetch undoes the gzip). */
export async function fetchTree(url: string, site: string): Promise<Record<string, CategoryRecord>> {
  return (await getJson<Record<string, CategoryRecord>>(`${url}/sites/${site}/all`)).body;
}

export const SITE_CODES = ["MLA", "MLB", "MLM", "MCO", "MLC", "MLU"] as const;
