import type { ItemLocation } from "../catalog/types.ts";
import { fold } from "./tree.ts";
import type { LocationsState, Ref } from "./state.ts";

/** What a listing's location completes to (spec: "State and city are completed from the neighborhood or city id"). */
export interface ResolvedLocation {
  country: Ref;
  state: Ref;
  city: Ref;
  neighborhood: Ref | null;
  latitude: number;
  longitude: number;
}

export type ListingLocationResult =
  | { ok: true; location: ResolvedLocation }
  | {
      ok: false;
      code:
        | "location.required"
        | "location.state_not_allowed"
        | "location.city_has_neighborhoods"
        | "location.country_not_allowed"
        | "location.unknown";
      message: string;
    };

const ref = (node: Ref): Ref => ({ id: node.id, name: node.name });

/**
 * The listing rule: the client sends the leaf location id, a neighborhood id or the id of a city without
 * neighborhoods. A state (or country) id alone is rejected, and so is a city that has neighborhoods,
 * because a more precise leaf exists.
 */
export function resolveListingLocation(tree: LocationsState, id: string | null | undefined): ListingLocationResult {
  if (!id)
    return {
      ok: false,
      code: "location.required",
      message: "A location is mandatory: send a neighborhood id, or a city id when the city has no neighborhoods.",
    };
  const neighborhood = tree.neighborhoods.get(id);
  if (neighborhood) {
    const city = tree.cities.get(neighborhood.cityId)!;
    const state = tree.states.get(neighborhood.stateId)!;
    const country = tree.countries.get(neighborhood.countryId)!;
    const { latitude, longitude } = neighborhood.geo.location;
    return {
      ok: true,
      location: { country: ref(country), state: ref(state), city: ref(city), neighborhood: ref(neighborhood), latitude, longitude },
    };
  }
  const city = tree.cities.get(id);
  if (city) {
    if (city.neighborhoodIds.length > 0) {
      return {
        ok: false,
        code: "location.city_has_neighborhoods",
        message: `City ${id} (${city.name}) has neighborhoods: send one of its neighborhood ids instead.`,
      };
    }
    const state = tree.states.get(city.stateId)!;
    const country = tree.countries.get(city.countryId)!;
    const { latitude, longitude } = city.geo.location;
    return { ok: true, location: { country: ref(country), state: ref(state), city: ref(city), neighborhood: null, latitude, longitude } };
  }
  if (tree.states.has(id)) {
    return {
      ok: false,
      code: "location.state_not_allowed",
      message: `${id} is a state id: a state alone is not a valid location; send a neighborhood id or a city id without neighborhoods.`,
    };
  }
  if (tree.countries.has(id)) {
    return {
      ok: false,
      code: "location.country_not_allowed",
      message: `${id} is a country id: send a neighborhood id or a city id without neighborhoods.`,
    };
  }
  return { ok: false, code: "location.unknown", message: `Location ${id} does not exist.` };
}

/** An item's location from a resolved one, with the point and street line the seed chose. */
export function toItemLocation(
  resolved: ResolvedLocation,
  point: { latitude: number; longitude: number },
  addressLine: string,
): ItemLocation {
  return { ...resolved, latitude: point.latitude, longitude: point.longitude, address_line: addressLine };
}

/** The location ids of an address given as ISO state code + place name (how seeded users store theirs). */
export function findPlace(tree: LocationsState, iso: string, placeName: string): { state: Ref; city: Ref | null } | null {
  const state = [...tree.states.values()].find((s) => s.iso === iso);
  if (!state) return null;
  const wanted = fold(placeName).toLowerCase();
  for (const cityId of state.cityIds) {
    const city = tree.cities.get(cityId)!;
    if (fold(city.name).toLowerCase() === wanted) return { state: ref(state), city: ref(city) };
    // Users sometimes give a neighborhood (Coyoacán is an alcaldía here, a colonia elsewhere): report its city.
    for (const nId of city.neighborhoodIds) {
      if (fold(tree.neighborhoods.get(nId)!.name).toLowerCase() === wanted) return { state: ref(state), city: ref(city) };
    }
  }
  return { state: ref(state), city: null };
}
