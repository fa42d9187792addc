export interface BrandsState {}

export function createBrandsState(): BrandsState {
  return {};
}
