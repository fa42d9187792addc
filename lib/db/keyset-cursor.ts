import { AppError } from "../errors/app-error";

/**
 * The lists' keyset cursors (the inbox's, the sales list's, each in one account or across all): the last
 * row's sort key, `|`-joined and base64url'd. The browser hands it back as it got it, but a forged one must
 * be a 400 `invalid_cursor`, never a database error: its id is bounded to what a `BIGINT` column holds,
 * its date to what a `timestamp` holds and JavaScript writes in ISO (years 0–9999).
 */
export type CursorPart = string | number | bigint | Date;

const MAX_BIGINT = 2n ** 63n - 1n;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

export function encodeCursor(...parts: CursorPart[]): string {
  return Buffer.from(parts.map((p) => (p instanceof Date ? p.toISOString() : String(p))).join("|")).toString("base64url");
}

/** The cursor's parts, exactly `count` of them, or invalid_cursor. */
export function cursorParts(cursor: string, count: number): string[] {
  const parts = Buffer.from(cursor, "base64url").toString().split("|");
  if (parts.length !== count) throw invalidCursor();
  return parts;
}

/** A row id: digits, within BIGINT. */
export function cursorId(part: string | undefined): bigint {
  if (!part || !/^\d{1,19}$/.test(part)) throw invalidCursor();
  const id = BigInt(part);
  if (id > MAX_BIGINT) throw invalidCursor();
  return id;
}

/** A date written by encodeCursor (ISO, UTC). */
export function cursorDate(part: string | undefined): Date {
  const date = new Date(part ?? "");
  if (!part || !ISO_DATE.test(part) || Number.isNaN(date.getTime())) throw invalidCursor();
  return date;
}

export function invalidCursor(): AppError {
  return new AppError("invalid_cursor", "The page cursor is not valid.");
}
