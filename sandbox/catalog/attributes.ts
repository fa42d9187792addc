import { hashString } from "../core/rng.ts";
import { brandsFor } from "./data/brands.ts";
import { GROUP_NAMES, TOPIC_ATTRIBUTES, type AttributeDef } from "./data/attribute-dictionary.ts";
import { localName } from "./text.ts";
import type { CatNode } from "./tree.ts";
import type { CategoryAttribute } from "./types.ts";

/**
 * Value ids are derived from the attribute and the Spanish wording, so "Negro" (MLA) and "Preto" (MLB)
 * share an id as they do on the real API, and ids never change between starts.
 */
export function valueId(attributeId: string, label: string): string {
  let ids = VALUE_IDS.get(attributeId);
  if (!ids) VALUE_IDS.set(attributeId, (ids = new Map()));
  let id = ids.get(label);
  if (id === undefined) {
    const key = label.split("|")[0]!.split("~")[0]!.trim().toLowerCase();
    ids.set(label, (id = String((hashString(`${attributeId}:${key}`) % 9_000_000) + 1_000)));
  }
  return id;
}

// The same labels (colours, sizes, brands) recur in thousands of categories: derive each id once.
const VALUE_IDS = new Map<string, Map<string, string>>();

export interface ResolvedAttribute {
  def: AttributeDef;
  record: CategoryAttribute;
}

const CACHE = new Map<string, ResolvedAttribute[]>();

/** After a tree edit: a new category may take an id that held another topic before a reset. */
export function forgetCategoryAttributes(): void {
  CACHE.clear();
}

/**
 * A category's attributes. Top-level categories declare none (attribute_types "none"); every other
 * category gets the attributes of its item topic, with BRAND values from its brand group (or, for
 * vehicles, the brands of the tree itself).
 */
export function categoryAttributes(node: CatNode): ResolvedAttribute[] {
  let out = CACHE.get(node.id);
  if (out) return out;
  out = node.depth === 1 ? [] : TOPIC_ATTRIBUTES[node.topic].map((def) => ({ def, record: toRecord(node, def) }));
  CACHE.set(node.id, out);
  return out;
}

function toRecord(node: CatNode, def: AttributeDef): CategoryAttribute {
  const site = node.site;
  const record: CategoryAttribute = {
    id: def.id,
    name: localName(def.name, site),
    tags: {},
    hierarchy: def.hierarchy,
    relevance: def.relevance,
    value_type: def.value_type,
    value_max_length: def.max_length ?? 255,
    attribute_group_id: def.group,
    attribute_group_name: localName(GROUP_NAMES[def.group], site),
  };
  if (def.required) record.tags.required = true;
  if (def.catalog_required) record.tags.catalog_required = true;
  const labels = def.id === "BRAND" ? brandLabels(node) : def.values;
  if (labels?.length) record.values = labels.map((label) => ({ id: valueId(def.id, label), name: localName(label, site) }));
  if (def.value_type === "number_unit" && def.unit) {
    record.allowed_units = [{ id: def.unit, name: def.unit }];
    record.default_unit = def.unit;
  }
  return record;
}

/** Brand names as "name|name" labels: the family's brand group, or the vehicle brands in the tree. */
function brandLabels(node: CatNode): string[] {
  if (node.family.classified) {
    const brandLevel = node.depth >= 4 ? node.parent!.parent! : node.depth === 3 ? node.parent! : node;
    return brandLevel.children.filter((c) => c.children.length).map((c) => `${c.name}|${c.name}`);
  }
  const names = new Set(brandsFor(node.domainKey, node.brandGroup).map((b) => b.name));
  // "Genérica" is the real API's value for unbranded products.
  names.add("Genérica");
  return [...names].map((name) => `${name}|${name}`);
}
