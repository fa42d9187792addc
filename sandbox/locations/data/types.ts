/**
 * Compact location tables: [name, latitude, longitude] for a neighborhood, the same plus an optional
 * neighborhood list for a city (no list = a city listed directly, like CABA barrios or Chilean comunas),
 * and a state row with its ISO 3166-2 code (sellers' addresses use it) and its main phone area code.
 */
export type NeighborhoodRow = readonly [name: string, lat: number, lon: number];
export type CityRow = readonly [name: string, lat: number, lon: number, neighborhoods?: readonly NeighborhoodRow[]];
export type StateRow = readonly [iso: string, name: string, lat: number, lon: number, areaCode: string, cities: readonly CityRow[]];

export interface CountryRow {
  id: string;
  site_id: string;
  name: string;
  locale: string;
  currency_id: string;
  decimal_separator: string;
  thousands_separator: string;
  lat: number;
  lon: number;
  states: readonly StateRow[];
}
