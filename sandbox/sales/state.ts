
export interface SalesState {
}

export function createSalesState(): SalesState {
  return {};
}
