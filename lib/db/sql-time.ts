/**
 * Prisma stores DateTime in `timestamp(3)` columns as UTC wall time; raw statements must pass times
 * the same way (an ISO string cast with `::timestamp`), never through the session's time zone.
 */
export function sqlUtc(d: Date): string {
  return d.toISOString().replace("T", " ").replace("Z", "");
}
