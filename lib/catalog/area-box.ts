/** Radii the area search offers, in kilometres. */
export const AREA_RADII_KM = [1, 2, 5, 10, 25, 50] as const;

const KM_PER_DEGREE = 111.32;

/**
 * The marketplace's `item_location` box around a point: latitude and longitude ranges that hold a
 * circle of `radiusKm` (a degree of longitude shrinks with the cosine of the latitude). Client-safe.
 */
export function areaBox(latitude: number, longitude: number, radiusKm: number): string {
  const dLat = radiusKm / KM_PER_DEGREE;
  const dLon = radiusKm / (KM_PER_DEGREE * Math.max(0.01, Math.cos((latitude * Math.PI) / 180)));
  const f = (v: number) => (Math.round(v * 10_000) / 10_000 || 0).toFixed(4);
  const lat = [Math.max(-90, latitude - dLat), Math.min(90, latitude + dLat)];
  const lon = [Math.max(-180, longitude - dLon), Math.min(180, longitude + dLon)];
  return `lat:${f(lat[0]!)}_${f(lat[1]!)},lon:${f(lon[0]!)}_${f(lon[1]!)}`;
}

/** `area=city:ID` or `area=neighborhood:ID` in the search URL: the place the box was drawn around. */
export function parseArea(value: string | null): { kind: "city" | "neighborhood"; id: string } | null {
  const m = value?.match(/^(city|neighborhood):([A-Za-z0-9_-]{2,64})$/);
  return m ? { kind: m[1] as "city" | "neighborhood", id: m[2]! } : null;
}
