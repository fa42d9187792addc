import type { SiteId } from "../accounts/types.ts";
import type { Item } from "../catalog/types.ts";
import type { Rng } from "../core/rng.ts";
import type { SandboxState } from "../state.ts";
import { resolveListingLocation, toItemLocation } from "./resolve.ts";
import type { LocationsState } from "./state.ts";
import { countryOfSite } from "./tree.ts";

/** Street names per country, for address lines of classified listings. */
const STREETS: Record<string, string[]> = {
  AR: [
    "Av. Santa Fe",
    "Av. Corrientes",
    "Güemes",
    "Av. Rivadavia",
    "San Martín",
    "Belgrano",
    "Mitre",
    "Sarmiento",
    "Av. Cabildo",
    "French",
  ],
  BR: [
    "Rua Sete de Setembro",
    "Avenida Getúlio Vargas",
    "Rua Tiradentes",
    "Rua Dom Pedro II",
    "Avenida Brasil",
    "Rua São João",
    "Rua das Palmeiras",
    "Rua XV de Novembro",
  ],
  MX: [
    "Av. Juárez",
    "Calle Hidalgo",
    "Av. Insurgentes Sur",
    "Calle Morelos",
    "Av. Revolución",
    "Calle Ignacio Allende",
    "Calle Río Lerma",
    "Av. Universidad",
  ],
  CO: ["Carrera 7", "Calle 93", "Carrera 43A", "Calle 10", "Avenida 6N", "Carrera 15"],
  CL: ["Av. Providencia", "Av. Apoquindo", "Los Leones", "Av. Irarrázaval", "Av. Libertad", "Calle Esmeralda"],
  UY: ["Av. Brasil", "Bulevar Artigas", "Av. 18 de Julio", "Rambla República del Perú", "Calle Ellauri", "Av. Gorlero"],
};

/** Ids a listing may carry: every neighborhood, and every city that has none (the listing rule's leaves). */
export function listingLeaves(tree: LocationsState, countryId: string): string[] {
  const leaves: string[] = [];
  for (const stateId of tree.countries.get(countryId)?.stateIds ?? []) {
    for (const cityId of tree.states.get(stateId)!.cityIds) {
      const city = tree.cities.get(cityId)!;
      if (city.neighborhoodIds.length === 0) leaves.push(cityId);
      else leaves.push(...city.neighborhoodIds);
    }
  }
  return leaves;
}

/**
 * Gives a classified item a location that obeys the listing rule: a leaf id resolved to country, state,
 * city and neighborhood, with a point a few hundred metres from the leaf's centre and a street line.
 */
export function placeItem(tree: LocationsState, item: Item, rng: Rng, leafId?: string): boolean {
  const country = countryOfSite(tree, item.site_id as SiteId);
  if (!country) return false;
  const id = leafId ?? rng.pick(tree.placementLeaves.get(country.id) ?? listingLeaves(tree, country.id));
  const resolved = resolveListingLocation(tree, id);
  if (!resolved.ok) throw new Error(`seed picked a location the listing rule refuses: ${resolved.message}`);
  const spread = resolved.location.neighborhood ? 0.006 : 0.012;
  const point = {
    latitude: round6(resolved.location.latitude + (rng.next() - 0.5) * 2 * spread),
    longitude: round6(resolved.location.longitude + (rng.next() - 0.5) * 2 * spread),
  };
  const street = `${rng.pick(STREETS[country.id] ?? ["Av. Principal"])} ${rng.int(100, 4800)}`;
  item.location = toItemLocation(resolved.location, point, street);
  return true;
}

/** Every classified item on a site with location data gets a location (keeps one that already obeys the rule). */
export function placeClassifiedItems(state: SandboxState, rng: Rng): number {
  let placed = 0;
  for (const item of state.catalog.items.values()) {
    if (item.buying_mode !== "classified") continue;
    const current = item.location?.neighborhood?.id ?? item.location?.city.id;
    if (current && resolveListingLocation(state.locations, current).ok) continue;
    if (placeItem(state.locations, item, rng)) placed++;
  }
  return placed;
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
