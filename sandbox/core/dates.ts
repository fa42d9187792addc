/** ISO 8601 with the site's UTC offset, as the API writes local dates (e.g. 2024-05-01T10:00:00.000-03:00). */
export function formatWithOffset(date: Date, offset: string): string {
  return new Date(date.getTime() + offsetMs(offset)).toISOString().replace("Z", offset);
}

// Seeds write ~100,000 dates in half a dozen offsets: parse each offset once.
const OFFSETS = new Map<string, number>();
function offsetMs(offset: string): number {
  let ms = OFFSETS.get(offset);
  if (ms === undefined) {
    const sign = offset.startsWith("-") ? -1 : 1;
    const [h, m] = offset.slice(1).split(":").map(Number);
    OFFSETS.set(offset, (ms = sign * (h! * 60 + m!) * 60_000));
  }
  return ms;
}
