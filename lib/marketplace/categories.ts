import "server-only";
import { LRUCache } from "lru-cache";
import { z } from "zod";
import { lenientArray } from "./lenient";
import type { CategoryDetail } from "../schemas/categories";
import type { SellerClient } from "./client";

const ref = z.object({ id: z.string(), name: z.string() }).passthrough();
const upstreamCategory = z
  .object({
    id: z.string(),
    name: z.string(),
    total_items_in_this_category: z.number().int().nullish(),
    path_from_root: lenientArray(ref),
    children_categories: lenientArray(ref.extend({ total_items_in_this_category: z.number().int().nullish() })),
    settings: z.record(z.string(), z.unknown()).default({}),
  })
  .passthrough();
const upstreamAttribute = z
  .object({
    id: z.string(),
    name: z.string(),
    tags: z.record(z.string(), z.unknown()).nullish(),
    value_type: z.string().nullish(),
    value_max_length: z.number().int().nullish(),
    values: lenientArray(ref),
    attribute_group_name: z.string().nullish(),
    hierarchy: z.string().nullish(),
  })
  .passthrough();

/**
 * Category labels are public and change rarely (a rename), while the brands page shows the same ones on
 * every visit: each is read once per process and kept for a few hours (bounded, least recently used out).
 */
const labels = new LRUCache<string, string>({ max: 5_000, ttl: 6 * 60 * 60 * 1000 });

/**
 * Labels of categories by id (a brand's categories): the category's name after its parent's ("Notebooks ›
 * Asus"), since a leaf's name alone is often a brand or a shape. One GET /categories/{id} for each not
 * known yet, in parallel; a category that cannot be read is left out, so the caller shows its id.
 */
export async function categoryLabels(marketplace: SellerClient, ids: string[]): Promise<Record<string, string>> {
  const unique = [...new Set(ids)];
  await Promise.allSettled(
    unique
      .filter((id) => !labels.has(id))
      .map(async (id) => {
        const { name, path_from_root: path } = await marketplace(`/categories/${id}`, {
          schema: ref.extend({ path_from_root: lenientArray(ref) }),
        });
        const parent = path.length >= 2 ? path[path.length - 2]!.name : null;
        labels.set(id, parent ? `${parent} › ${name}` : name);
      }),
  );
  return Object.fromEntries(
    unique.flatMap((id) => {
      const label = labels.get(id);
      return label === undefined ? [] : [[id, label]];
    }),
  );
}

export async function listTopCategories(marketplace: SellerClient, site: string) {
  return (await marketplace(`/sites/${site}/categories`, { schema: lenientArray(ref) })).map(({ id, name }) => ({ id, name }));
}

/**
 * A category's attributes as the page lists them: required and catalog-required ones first, as a seller
 * must fill them to list.
 */
export async function getCategoryAttributes(marketplace: SellerClient, id: string): Promise<CategoryDetail["attributes"]> {
  const attrs = await marketplace(`/categories/${id}/attributes`, { schema: lenientArray(upstreamAttribute) });
  const attributes = attrs.map((a) => ({
    id: a.id,
    name: a.name,
    required: a.tags?.required === true,
    catalogRequired: a.tags?.catalog_required === true,
    valueType: a.value_type ?? "string",
    maxLength: a.value_max_length ?? null,
    values: a.values.map(({ id: vid, name }) => ({ id: String(vid), name })),
    group: a.attribute_group_name ?? null,
    hierarchy: a.hierarchy ?? null,
  }));
  const rank = (a: (typeof attributes)[number]) => (a.required ? 0 : a.catalogRequired ? 1 : 2);
  return attributes.sort((a, b) => rank(a) - rank(b));
}

/** A category with its attributes, read together: the page shows both. */
export async function getCategory(marketplace: SellerClient, id: string): Promise<CategoryDetail> {
  const [c, attributes] = await Promise.all([
    marketplace(`/categories/${id}`, { schema: upstreamCategory }),
    getCategoryAttributes(marketplace, id),
  ]);
  const domain = c.settings.catalog_domain;
  return {
    id: c.id,
    name: c.name,
    path: c.path_from_root.map(({ id: pid, name }) => ({ id: pid, name })),
    children: c.children_categories.map((ch) => ({ id: ch.id, name: ch.name, totalItems: ch.total_items_in_this_category ?? 0 })),
    totalItems: c.total_items_in_this_category ?? 0,
    isLeaf: c.children_categories.length === 0,
    domainId: typeof domain === "string" ? domain : null,
    settings: c.settings,
    attributes,
  };
}

const upstreamPrediction = z
  .object({
    domain_id: z.string(),
    domain_name: z.string(),
    category_id: z.string(),
    category_name: z.string(),
    attributes: lenientArray(
      z
        .object({ id: z.string(), name: z.string().nullish(), value_id: z.string().nullish(), value_name: z.string().nullish() })
        .passthrough(),
    ),
  })
  .passthrough();

/** The predictor (domain discovery), each prediction with its full path so the user sees where it lands. */
export async function predictCategory(marketplace: SellerClient, site: string, q: string, limit: number) {
  const predictions = await marketplace(`/sites/${site}/domain_discovery/search`, {
    schema: lenientArray(upstreamPrediction),
    query: { q, limit },
  });
  const paths = await Promise.all(
    predictions.map((p) =>
      marketplace(`/categories/${p.category_id}`, { schema: upstreamCategory }).then(
        (c) => c.path_from_root.map(({ id, name }) => ({ id, name })),
        () => [{ id: p.category_id, name: p.category_name }],
      ),
    ),
  );
  return predictions.map((p, i) => ({
    domainId: p.domain_id,
    domainName: p.domain_name,
    categoryId: p.category_id,
    categoryName: p.category_name,
    path: paths[i]!,
    attributes: p.attributes.map((a) => ({ id: a.id, name: a.name ?? null, valueId: a.value_id ?? null, valueName: a.value_name ?? null })),
  }));
}

/** An attribute's most used values in new listings of the last 90 days (NOL_90), narrowed by known values. */
export async function getTopValues(
  marketplace: SellerClient,
  domain: string,
  attribute: string,
  known: Array<{ id: string; value_id: string }>,
  limit: number,
) {
  const schema = lenientArray(z.object({ id: z.union([z.string(), z.number()]), name: z.string(), metric: z.number() }).passthrough());
  const values = await marketplace(`/catalog_domains/${domain}/attributes/${attribute}/top_values`, {
    method: "POST",
    schema,
    body: { known_attributes: known, limit, metric_type: "NOL_90" },
  });
  return values.map((v) => ({ id: String(v.id), name: v.name, metric: v.metric }));
}
