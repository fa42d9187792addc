import { SITES, type SiteId } from "../accounts/types.ts";
import { hashString } from "../core/rng.ts";
import { ARGENTINA } from "./data/ar.ts";
import { BRASIL } from "./data/br.ts";
import { MEXICO } from "./data/mx.ts";
import { CHILE, COLOMBIA, URUGUAY } from "./data/others.ts";
import { MORE_STATES } from "./data/more-states.ts";
import type { CountryRow, StateRow } from "./data/types.ts";
import { createLocationsState, type LocationsState } from "./state.ts";

const COUNTRIES: CountryRow[] = [ARGENTINA, BRASIL, MEXICO, COLOMBIA, CHILE, URUGUAY];

let built: LocationsState | null = null;

/** The tree is the same on every reset, so it is built once; seeds get this shared, read-only value. */
export function locationTree(): LocationsState {
  built ??= buildTree();
  return built;
}

/**
 * Opaque ids in the real API's style: base64 of site + kind (P state, C city, B barrio) + three letters
 * of the name + four hex digits of a hash of the full path. Derived from names, so stable across resets.
 */
export function locationId(site: string, kind: "P" | "C" | "B", path: string[], taken: Set<string>): string {
  const name = path[path.length - 1]!;
  const letters = fold(name)
    .replace(/[^A-Z]/gi, "")
    .toUpperCase()
    .padEnd(3, "X")
    .slice(0, 3);
  for (let salt = 0; ; salt++) {
    const hash = hashString(`${path.join("/")}#${salt}`)
      .toString(16)
      .padStart(8, "0")
      .slice(0, 4);
    const id = Buffer.from(`${site}${kind}${letters}${hash}`).toString("base64").replace(/=+$/, "");
    if (!taken.has(id)) {
      taken.add(id);
      return id;
    }
  }
}

function buildTree(): LocationsState {
  const tree = createLocationsState();
  const taken = new Set<string>();
  const geo = (latitude: number, longitude: number) => ({ location: { latitude, longitude } });
  for (const c of COUNTRIES) {
    const site = c.site_id as SiteId;
    const country = {
      id: c.id,
      name: c.name,
      site_id: site,
      locale: c.locale,
      currency_id: c.currency_id,
      decimal_separator: c.decimal_separator,
      thousands_separator: c.thousands_separator,
      time_zone: `GMT${SITES[site].utcOffset}`,
      geo: geo(c.lat, c.lon),
      stateIds: [] as string[],
    };
    tree.countries.set(country.id, country);
    const firstTables = c.states.length;
    const rows: StateRow[] = [...c.states, ...(MORE_STATES[c.id] ?? [])];
    const placement: string[] = [];
    tree.placementLeaves.set(c.id, placement);
    for (const [index, [iso, stateName, slat, slon, areaCode, cities]] of rows.entries()) {
      const stateId = locationId(site, "P", [c.id, stateName], taken);
      country.stateIds.push(stateId);
      const cityIds: string[] = [];
      tree.states.set(stateId, { id: stateId, name: stateName, iso, countryId: c.id, areaCode, geo: geo(slat, slon), cityIds });
      for (const [cityName, clat, clon, neighborhoods = []] of cities) {
        const cityId = locationId(site, "C", [c.id, stateName, cityName], taken);
        cityIds.push(cityId);
        const neighborhoodIds: string[] = [];
        tree.cities.set(cityId, { id: cityId, name: cityName, stateId, countryId: c.id, geo: geo(clat, clon), neighborhoodIds });
        if (index < firstTables && neighborhoods.length === 0) placement.push(cityId);
        for (const [nName, nlat, nlon] of neighborhoods) {
          const id = locationId(site, "B", [c.id, stateName, cityName, nName], taken);
          neighborhoodIds.push(id);
          if (index < firstTables) placement.push(id);
          tree.neighborhoods.set(id, { id, name: nName, cityId, stateId, countryId: c.id, geo: geo(nlat, nlon) });
        }
      }
    }
  }
  return tree;
}

export const fold = (text: string) => text.normalize("NFD").replace(/\p{Diacritic}/gu, "");

/** The country of a site, if the sandbox has locations for it. */
export function countryOfSite(tree: LocationsState, site: SiteId) {
  return tree.countries.get(SITES[site].country_id) ?? null;
}
