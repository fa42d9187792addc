/**
 * Prisma stores DateTime in `timestamp(3)` columns as UTC wall time; raw statements must pass times
 * the same way (an ISO string cast with `::timestamp`), never through the session's time zone.
 */
export function sqlUtc(d: Date): string {
  return d.toISOString().replace("T", " ").replace("Z", "");
}

/** sqlUtc for a nullable column. */
export function sqlUtcOrNull(d: Date | null): string | null {
  return d ? sqlUtc(d) : null;
}

/** A `timestamp(3)` read through JSON (json_build_object renders it without a zone): UTC wall time, as stored. */
export function utcOfJson(value: string): Date {
  return new Date(`${value}Z`);
}
