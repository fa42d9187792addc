export interface LocationsState {}

export function createLocationsState(): LocationsState {
  return {};
}
