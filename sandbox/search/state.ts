export interface SearchState {}

export function createSearchState(): SearchState {
  return {};
}
