/** ISO 8601 with the site's UTC offset, as the API writes local dates (e.g. 2024-05-01T10:00:00.000-03:00). */
export function formatWithOffset(date: Date, offset: string): string {
  const sign = offset.startsWith("-") ? -1 : 1;
  const [h, m] = offset.slice(1).split(":").map(Number);
  const shifted = new Date(date.getTime() + sign * (h! * 60 + m!) * 60_000);
  return shifted.toISOString().replace("Z", offset);
}
