import { MarketplaceError } from "../marketplace/errors";
import { collectLenient } from "../marketplace/lenient";
import type { DoctorRow } from "../schemas/doctor";
import { CHECKS, type Check, type DoctorContext } from "./checks";

export type { DoctorRow };

/** Reads the app never makes on its own, listed so nobody wonders why they are missing. */
const NOT_READ: DoctorRow[] = [
  {
    call: "GET /shipment_labels",
    status: null,
    outcome: "skipped",
    detail: "not read: downloading a label marks the shipment as printed on the marketplace",
    lenient: [],
  },
];

/**
 * Runs every read once, in order, through the app's own functions. Never throws: each failure becomes a
 * row saying what differs (the schema's complaint, or the upstream's refusal). An answer the app read
 * only leniently (an element left out, a field read as its fallback: lib/marketplace/lenient.ts) is
 * "lenient", with what was left out or missing: the new shape shows here before a seller meets it.
 */
export async function runDoctor(context: Omit<DoctorContext, "found">, checks: Check[] = CHECKS): Promise<DoctorRow[]> {
  const ctx: DoctorContext = { ...context, found: { itemIds: [] } };
  const rows: DoctorRow[] = [];
  for (const check of checks) {
    if (check.needs && !check.needs(ctx.found)) {
      rows.push({ call: check.call, status: null, outcome: "skipped", detail: "nothing of this seller's to read it with", lenient: [] });
      continue;
    }
    const read = await collectLenient(() => check.run(ctx));
    if (read.ok)
      rows.push({
        call: check.call,
        status: 200,
        outcome: read.notes.length > 0 ? "lenient" : "ok",
        detail: read.value ?? "",
        lenient: read.notes,
      });
    else rows.push({ ...failureRow(check, read.error), lenient: read.notes });
  }
  return [...rows, ...NOT_READ];
}

function failureRow(check: Check, error: unknown): Omit<DoctorRow, "lenient"> {
  if (!(error instanceof MarketplaceError)) return { call: check.call, status: null, outcome: "differs", detail: String(error) };
  const status = error.status || null;
  const documented = status !== null ? check.answersAs?.[status] : undefined;
  if (documented) return { call: check.call, status, outcome: "documented", detail: documented };
  return { call: check.call, status, outcome: "differs", detail: describe(error) };
}

/** The schema's first complaints (path: message), else the upstream's own code and message. */
function describe(error: MarketplaceError): string {
  const issues = Array.isArray(error.cause) ? (error.cause as Array<{ path?: unknown[]; message?: string }>) : [];
  if (issues.length > 0) return issues.map((i) => `${(i.path ?? []).join(".") || "(root)"}: ${i.message}`).join("; ");
  return [error.upstreamCode, error.message].filter(Boolean).join(": ");
}
