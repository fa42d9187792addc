import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandbox, type RunningSandbox } from "../testing.ts";
import { fetchTree, getJson, SITE_CODES } from "./test-helpers.ts";
import type { CategoryRecord } from "./types.ts";

let sb: RunningSandbox;
const trees = new Map<string, Record<string, CategoryRecord>>();
beforeAll(async () => {
  sb = await startSandbox();
  for (const site of SITE_CODES) trees.set(site, await fetchTree(sb.url, site));
});
afterAll(() => sb.close());

/** Every settings field the spec's Category section lists. */
const SETTINGS_FIELDS = (
  "adult_content buying_allowed buying_modes catalog_domain coverage_areas currencies fragile immediate_payment item_conditions " +
  "items_reviews_allowed listing_allowed max_description_length max_pictures_per_item max_pictures_per_item_var max_sub_title_length max_title_length " +
  "maximum_price minimum_price mirror_category mirror_master_category mirror_slave_categories price reservation_allowed restrictions rounded_address " +
  "seller_contact shipping_modes shipping_options shipping_profile show_contact_information simple_shipping stock sub_vertical vertical subscribable " +
  "tags vip_subdomain buyer_protection_programs status"
).split(" ");

describe("category tree", () => {
  it("every site has at least 1,500 categories, 3 to 5 levels deep, with real top-level names in its language", async () => {
    const expected: Record<string, string[]> = {
      MLA: [
        "Accesorios para Vehículos",
        "Celulares y Teléfonos",
        "Computación",
        "Electrodomésticos y Aires Ac.",
        "Hogar, Muebles y Jardín",
        "Ropa y Accesorios",
        "Inmuebles",
        "Autos, Motos y Otros",
      ],
      MLB: [
        "Acessórios para Veículos",
        "Celulares e Telefones",
        "Informática",
        "Eletrodomésticos",
        "Casa, Móveis e Decoração",
        "Calçados, Roupas e Bolsas",
        "Imóveis",
        "Carros, Motos e Outros",
      ],
    };
    for (const site of SITE_CODES) {
      const tree = trees.get(site)!;
      expect(Object.keys(tree).length).toBeGreaterThanOrEqual(1500);
      const depth = Math.max(...Object.values(tree).map((c) => c.path_from_root.length));
      expect(depth).toBeGreaterThanOrEqual(3);
      expect(depth).toBeLessThanOrEqual(5);
      const top = (await getJson<Array<{ id: string; name: string }>>(`${sb.url}/sites/${site}/categories`)).body;
      expect(top.every((c) => c.id.startsWith(site) && /^[A-Z]{3}\d+$/.test(c.id))).toBe(true);
      for (const name of expected[site] ?? []) expect(top.map((c) => c.name)).toContain(name);
      expect(Object.values(tree).some((c) => /Category \d|Categoría \d/.test(c.name))).toBe(false);
    }
  });

  it("path_from_root runs from a top-level category to the category itself, and children point back", () => {
    for (const site of SITE_CODES) {
      const tree = trees.get(site)!;
      const top = new Set(
        Object.values(tree)
          .filter((c) => c.path_from_root.length === 1)
          .map((c) => c.id),
      );
      for (const cat of Object.values(tree)) {
        expect(cat.path_from_root.at(-1)).toEqual({ id: cat.id, name: cat.name });
        expect(top.has(cat.path_from_root[0]!.id)).toBe(true);
        for (const child of cat.children_categories) {
          const record = tree[child.id]!;
          expect(record.path_from_root.slice(0, -1)).toEqual(cat.path_from_root);
          expect(child.total_items_in_this_category).toBe(record.total_items_in_this_category);
        }
        if (cat.children_categories.length)
          expect(cat.total_items_in_this_category).toBe(cat.children_categories.reduce((s, c) => s + c.total_items_in_this_category, 0));
      }
    }
  });

  it("GET /categories/{id} serves the record and 404s an unknown id", async () => {
    const some = Object.values(trees.get("MLM")!)[42]!;
    expect((await getJson(`${sb.url}/categories/${some.id}`)).body).toEqual(some);
    const missing = await getJson(`${sb.url}/categories/MLA999999999`);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe("not_found");
    expect((await getJson(`${sb.url}/sites/XXX/categories`)).status).toBe(404);
  });

  it("only leaf categories accept listings", () => {
    for (const site of SITE_CODES) {
      for (const cat of Object.values(trees.get(site)!)) expect(cat.settings.listing_allowed).toBe(cat.children_categories.length === 0);
    }
  });

  it("settings carry every field the spec lists, and they vary by category", () => {
    const all = SITE_CODES.flatMap((s) => Object.values(trees.get(s)!));
    const missing = all.flatMap((cat) => SETTINGS_FIELDS.filter((f) => !(f in cat.settings)).map((f) => `${cat.id}.${f}`));
    expect(missing).toEqual([]);
    const leaves = all.filter((c) => c.settings.listing_allowed);
    expect(new Set(leaves.map((c) => c.settings.max_title_length)).size).toBeGreaterThan(1);
    expect(new Set(leaves.map((c) => c.settings.max_pictures_per_item)).size).toBeGreaterThan(1);
    expect(leaves.some((c) => c.settings.buying_modes.includes("classified"))).toBe(true);
    expect(leaves.some((c) => c.settings.adult_content)).toBe(true);
    const realEstate = Object.values(trees.get("MLA")!).find(
      (c) => c.path_from_root[0]!.name === "Inmuebles" && c.settings.listing_allowed,
    )!;
    expect(realEstate.settings.buying_modes).toEqual(["classified"]);
    expect(realEstate.settings.currencies).toContain("USD");
    expect(all.every((c) => ["attributes", "none"].includes(c.attribute_types) && typeof c.attributable === "boolean")).toBe(true);
    expect(all.some((c) => c.date_created) && all.some((c) => !c.date_created)).toBe(true);
  });

  it("attributes have id, localized name, tags, hierarchy, relevance, value_type, max length, values on lists and a group", async () => {
    const leafMla = Object.values(trees.get("MLA")!).find((c) => c.settings.catalog_domain === "MLA-SNEAKERS")!;
    const leafMlb = Object.values(trees.get("MLB")!).find((c) => c.settings.catalog_domain === "MLB-SNEAKERS")!;
    const attrs = (await getJson<any[]>(`${sb.url}/categories/${leafMla.id}/attributes`)).body;
    const ids = attrs.map((a) => a.id);
    for (const id of ["BRAND", "MODEL", "GENDER", "SIZE", "COLOR"]) expect(ids).toContain(id);
    for (const a of attrs) {
      expect(["PARENT_PK", "CHILD_PK", "FAMILY", "ITEM"]).toContain(a.hierarchy);
      expect(["string", "number", "number_unit", "list", "boolean"]).toContain(a.value_type);
      expect(typeof a.relevance).toBe("number");
      expect(a.value_max_length).toBeGreaterThan(0);
      expect(typeof a.tags).toBe("object");
      expect(["MAIN", "OTHERS"]).toContain(a.attribute_group_id);
      if (a.value_type === "list") expect(a.values.length).toBeGreaterThan(0);
    }
    const brand = attrs.find((a) => a.id === "BRAND");
    expect(brand.tags).toMatchObject({ required: true, catalog_required: true });
    expect(brand.values.map((v: any) => v.name)).toContain("Nike");
    expect(attrs.find((a) => a.id === "GENDER").name).toBe("Género");
    const pt = (await getJson<any[]>(`${sb.url}/categories/${leafMlb.id}/attributes`)).body;
    expect(pt.find((a) => a.id === "GENDER").name).toBe("Gênero");
    expect(pt.find((a) => a.id === "BRAND").attribute_group_name).toBe("Principais");
    expect((await getJson(`${sb.url}/categories/MLA0/attributes`)).status).toBe(404);
  });
});
