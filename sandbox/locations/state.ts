import type { SiteId } from "../accounts/types.ts";

export interface Ref {
  id: string;
  name: string;
}

export interface GeoInformation {
  location: { latitude: number; longitude: number };
}

export interface CountryNode extends Ref {
  site_id: SiteId;
  locale: string;
  currency_id: string;
  decimal_separator: string;
  thousands_separator: string;
  time_zone: string;
  geo: GeoInformation;
  stateIds: string[];
}

export interface StateNode extends Ref {
  /** ISO 3166-2 code (AR-C, BR-SP…): sellers' addresses carry it, the API does not show it. */
  iso: string;
  countryId: string;
  areaCode: string;
  geo: GeoInformation;
  cityIds: string[];
}

export interface CityNode extends Ref {
  stateId: string;
  countryId: string;
  geo: GeoInformation;
  neighborhoodIds: string[];
}

export interface NeighborhoodNode extends Ref {
  cityId: string;
  stateId: string;
  countryId: string;
  geo: GeoInformation;
}

/** The classified-location tree. Static data: built once per process and shared by every reset. */
export interface LocationsState {
  countries: Map<string, CountryNode>;
  states: Map<string, StateNode>;
  cities: Map<string, CityNode>;
  neighborhoods: Map<string, NeighborhoodNode>;
  /**
   * Country id → the listing leaves of the first location tables, in table order. The seeded sellers'
   * classified listings are placed among these only, so adding states never moves them.
   */
  placementLeaves: Map<string, string[]>;
}

export function createLocationsState(): LocationsState {
  return { countries: new Map(), states: new Map(), cities: new Map(), neighborhoods: new Map(), placementLeaves: new Map() };
}
