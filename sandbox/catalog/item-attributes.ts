import type { Rng } from "../core/rng.ts";
import { categoryAttributes, type ResolvedAttribute } from "./attributes.ts";
import { memoForLeaf } from "./leaf-memo.ts";
import { fold } from "./text.ts";
import { pathOf, type CatNode } from "./tree.ts";
import type { CategoryAttribute, ItemAttributeValue } from "./types.ts";

type AttributeValue = NonNullable<CategoryAttribute["values"]>[number];

/** Domains whose CAPACITY is a fridge's litres rather than a kettle's. */
const BIG_CAPACITY = new Set(["REFRIGERATORS", "FREEZERS", "MINIBARS", "WINE_COOLERS", "WATER_HEATERS"]);

export interface ProductChoice {
  brand: string;
  model: string;
}

/**
 * The attribute values of one item: the chosen brand/model, the gender or size its category path
 * names ("Hombre", "Talle M"), and plausible values for the rest. Keyed by attribute id for titles.
 */
export function pickAttributes(leaf: CatNode, product: ProductChoice, rng: Rng): Map<string, ItemAttributeValue> {
  const out = new Map<string, ItemAttributeValue>();
  for (const { def, record, byName, pathHit } of attributePlans(leaf)) {
    // An object, not two lets: the closure below assigns it and TS does not track closure writes.
    const v: { name: string | null; id: string | null } = { name: null, id: null };
    const fromList = (name?: string) => {
      const values = record.values ?? [];
      // The first value with that name, else the first one the category path names (e.g. "Hombre").
      const hit = (name && byName.get(fold(name))) || pathHit;
      const chosen = hit ?? (values.length ? rng.pick(values) : null);
      if (chosen) [v.name, v.id] = [chosen.name, chosen.id];
      else if (name) v.name = name;
    };
    switch (def.id) {
      case "BRAND":
        fromList(product.brand);
        break;
      case "MODEL":
        if (product.model) v.name = product.model;
        break;
      case "LINE":
        if (product.model.includes(" ") && rng.bool(0.6)) v.name = product.model.split(" ")[0]!;
        break;
      case "GTIN":
        if (rng.bool(0.5)) v.name = String(7790000000000 + rng.int(0, 9_999_999) * 100 + rng.int(0, 99));
        break;
      case "SELLER_SKU":
        v.name = `${
          fold(product.brand || leaf.name)
            .replace(/[^a-z]/g, "")
            .slice(0, 3)
            .toUpperCase() || "SKU"
        }-${rng.int(1000, 99999)}`;
        break;
      case "PART_NUMBER":
        v.name = `${String.fromCharCode(65 + rng.int(0, 25))}${rng.int(1000, 99999)}`;
        break;
      case "INTERNAL_MEMORY":
        v.name = `${rng.pick([64, 128, 128, 256, 256, 512])} GB`;
        break;
      case "RAM":
        v.name = `${rng.pick([4, 6, 8, 8, 12])} GB`;
        break;
      case "CAPACITY":
        v.name = BIG_CAPACITY.has(leaf.domainKey) ? `${rng.int(12, 48) * 10} L` : `${rng.int(8, 60) / 10} L`;
        break;
      case "POWER":
        v.name = `${rng.int(3, 24) * 100} W`;
        break;
      case "VOLUME":
        v.name = `${rng.pick([50, 100, 200, 250, 400, 750, 1000])} mL`;
        break;
      case "KILOMETERS":
        v.name = `${rng.bool(0.15) ? 0 : rng.int(1, 180) * 1000} km`;
        break;
      case "VEHICLE_YEAR":
        v.name = String(rng.int(2010, 2025));
        break;
      default:
        if (def.value_type === "list" || def.value_type === "boolean") fromList();
        else if (def.range) {
          const [min, max] = def.range;
          const n = rng.int(min, max);
          v.name = def.value_type === "number_unit" ? `${n} ${def.unit}` : String(n);
        }
    }
    if (v.name === null) continue;
    out.set(def.id, {
      id: def.id,
      name: record.name,
      value_id: v.id,
      value_name: v.name,
      attribute_group_id: record.attribute_group_id,
      attribute_group_name: record.attribute_group_name,
    });
  }
  return out;
}

interface AttributePlan extends ResolvedAttribute {
  /** Folded value name → the first value with it. */
  byName: Map<string, AttributeValue>;
  /** The first value whose name is a category of the leaf's path. */
  pathHit: AttributeValue | undefined;
}

/** The leaf's attributes with their value lookups, once per leaf (leaf-memo.ts). */
function attributePlans(leaf: CatNode): AttributePlan[] {
  return memoForLeaf(leaf, "attributes", () => {
    const pathWords = pathOf(leaf).map((n) => fold(n.name));
    return categoryAttributes(leaf).map(({ def, record }) => {
      const values = record.values ?? [];
      const byName = new Map<string, AttributeValue>();
      for (const value of values) if (!byName.has(fold(value.name))) byName.set(fold(value.name), value);
      return { def, record, byName, pathHit: values.find((value) => pathWords.includes(fold(value.name))) };
    });
  });
}
