/**
 * Metrics keep no state: visits and phone views are a pure function of item id and date (series.ts)
 * and question contacts are counted from the questions slice at request time. The slice stays so
 * the state shape is uniform across domains.
 */
export type MetricsState = Record<string, never>;

export function createMetricsState(): MetricsState {
  return {};
}
