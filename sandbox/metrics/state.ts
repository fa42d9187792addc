
export interface MetricsState {
}

export function createMetricsState(): MetricsState {
  return {};
}
