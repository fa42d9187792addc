
export interface ShippingState {
}

export function createShippingState(): ShippingState {
  return {};
}
