import type { Rng } from "../core/rng.ts";
import { PLURAL_NOUNS, REAL_ESTATE_EXTRAS, VEHICLE_TRIMS, VEHICLE_VERSIONS } from "./data/item-vocab.ts";
import { memoForLeaf } from "./leaf-memo.ts";
import { fold, langOf } from "./text.ts";
import { pathOf, type CatNode } from "./tree.ts";
import type { ItemAttributeValue } from "./types.ts";

type Attrs = Map<string, ItemAttributeValue>;

/**
 * A listing title the way sellers write them: product noun, the category's qualifiers (type,
 * gender, size), brand, model and one or two key attributes, cut to the category's max length.
 */
export function buildTitle(leaf: CatNode, attrs: Attrs, rng: Rng, maxLength: number): string {
  const words =
    leaf.topic === "real_estate"
      ? realEstateTitle(leaf, attrs, rng)
      : leaf.topic === "vehicles"
        ? vehicleTitle(leaf, attrs, rng)
        : productTitle(leaf, attrs, rng);
  return cut(words.filter(Boolean).join(" ").replace(/\s+/g, " "), maxLength);
}

function productTitle(leaf: CatNode, attrs: Attrs, rng: Rng): string[] {
  const { noun, qualifiers } = memoForLeaf(leaf, "title-noun", () => nounAndQualifiers(leaf));
  const brandName = attrs.get("BRAND")?.value_name ?? "";
  const brand = brandName === "Genérica" ? "" : brandName;
  const model = attrs.get("MODEL")?.value_name ?? "";
  const cleanQualifiers = qualifiers.filter((q) => !(brand && fold(q).includes(fold(brand))) && !fold(model).includes(fold(q)));
  const pt = langOf(leaf.site) === "pt";
  const extra: string[] = [];
  const color = attrs.get("COLOR")?.value_name;
  switch (leaf.topic) {
    case "footwear":
      if (!pt && rng.bool(0.6) && attrs.get("SIZE")) extra.push(`Talle ${attrs.get("SIZE")!.value_name}`);
      else if (color) extra.push(color);
      break;
    case "phones":
      if (leaf.domainKey === "CELLPHONES" && attrs.get("INTERNAL_MEMORY")) extra.push(attrs.get("INTERNAL_MEMORY")!.value_name);
      if (color) extra.push(color);
      break;
    case "appliances":
      if (attrs.get("CAPACITY") && parseFloat(attrs.get("CAPACITY")!.value_name) >= 12) extra.push(attrs.get("CAPACITY")!.value_name);
      else if (attrs.get("POWER") && rng.bool(0.5)) extra.push(attrs.get("POWER")!.value_name);
      if (rng.bool(0.3) && attrs.get("VOLTAGE")) extra.push(attrs.get("VOLTAGE")!.value_name);
      break;
    case "tools":
      if (attrs.get("POWER")) extra.push(attrs.get("POWER")!.value_name);
      break;
    case "beauty":
      if (attrs.get("VOLUME")) extra.push(attrs.get("VOLUME")!.value_name.replace("mL", "ml"));
      break;
    case "apparel":
      if (color) extra.push(color);
      break;
    default:
      if (color && rng.bool(0.4)) extra.push(color);
  }
  return [noun, ...cleanQualifiers, brand, model, ...extra];
}

/** The product noun of a leaf and the names below its domain that qualify it (type, gender, size). */
function nounAndQualifiers(leaf: CatNode): { noun: string; qualifiers: string[] } {
  const path = pathOf(leaf);
  const domainIndex = path.findIndex((n) => n.domainKey === leaf.domainKey && n.depth > 1);
  let noun = nounOf(leaf.domainName);
  const qualifiers: string[] = [];
  for (const n of path.slice(domainIndex + 1)) {
    // "Filtros" + "Filtros de Aceite" → the more precise "Filtro de Aceite" becomes the noun.
    if (fold(n.name).slice(0, 5) === fold(noun).slice(0, 5)) noun = nounOf(n.name);
    else qualifiers.push(n.name);
  }
  return { noun, qualifiers };
}

function realEstateTitle(leaf: CatNode, attrs: Attrs, rng: Rng): string[] {
  const pt = langOf(leaf.site) === "pt";
  const property = pathOf(leaf)[1]!;
  const noun = nounOf(property.name.split(/,| y | e /)[0]!);
  const operation = fold(leaf.name);
  const op = pt
    ? operation.includes("temporada")
      ? "para Temporada"
      : operation.includes("aluguel")
        ? "para Alugar"
        : "à Venda"
    : operation.includes("temporario")
      ? "en Alquiler Temporario"
      : operation.includes("alquiler")
        ? "en Alquiler"
        : "en Venta";
  const rooms = attrs.get(pt ? "BEDROOMS" : "ROOMS")?.value_name;
  const roomWord = pt ? "Quartos" : "Ambientes";
  const extras = pt ? REAL_ESTATE_EXTRAS.pt : REAL_ESTATE_EXTRAS.es;
  const area = attrs.get("COVERED_AREA")?.value_name;
  const sized = /terren|lote|camp|fazend|cochera|estacionam|garag|galp|bodega|oficina|escrit|local|loja|consult|tiempo|multiprop/.test(
    fold(noun),
  );
  return [
    noun,
    sized ? (area ?? "") : rooms ? `${rooms} ${Number(rooms) === 1 ? roomWord.slice(0, -1) : roomWord}` : "",
    op,
    rng.pick(extras),
  ];
}

function vehicleTitle(leaf: CatNode, attrs: Attrs, rng: Rng): string[] {
  const brand = attrs.get("BRAND")?.value_name ?? "";
  const model = attrs.get("MODEL")?.value_name ?? leaf.name;
  const year = attrs.get("VEHICLE_YEAR")?.value_name ?? "";
  const km = attrs.get("KILOMETERS")?.value_name;
  const isCar = leaf.domainKey === "CARS_AND_VANS";
  const zeroKm = km === "0 km" ? "0 Km" : "";
  return isCar
    ? [brand, model, rng.pick(VEHICLE_VERSIONS), rng.pick(VEHICLE_TRIMS), year, zeroKm]
    : [brand, model === brand ? "" : model, year, zeroKm];
}

/** The singular noun of a category name for a title: "Heladeras" → "Heladera", "Colchones" → "Colchón". */
export function nounOf(name: string): string {
  const head = name.split(/,| y | e | con /)[0]!.trim();
  const words = head.split(" ");
  if (!words[0] || PLURAL_NOUNS.has(words[0].toLowerCase())) return head;
  // Singularise the noun and its adjectives, up to the first preposition ("Filtros de Aceite").
  const stop = words.findIndex((w) => /^(de|del|para|con|da|do|das|dos|com|a|en|em)$/i.test(w));
  return words.map((w, i) => (stop === -1 || i < stop ? singular(w) : w)).join(" ");
}

function singular(word: string): string {
  const w = word;
  if (w.length <= 3 || !/s$/i.test(w)) return w;
  if (/ões$/.test(w)) return w.replace(/ões$/, "ão");
  if (/ones$/.test(w)) return w.replace(/ones$/, "ón");
  if (/ces$/.test(w)) return w.replace(/ces$/, "z");
  if (/(or|ar|al|el|il|ol|ul|er|án|ín|ón|én|d)es$/.test(w)) return w.replace(/es$/, "");
  if (/éis$/.test(w)) return w.replace(/éis$/, "el");
  if (/ns$/.test(w)) return w.replace(/ns$/, "m");
  return w.replace(/s$/, "");
}

function cut(title: string, max: number): string {
  if (title.length <= max) return title;
  const words = title.split(" ");
  while (words.join(" ").length > max && words.length > 1) words.pop();
  return words.join(" ");
}
