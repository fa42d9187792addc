import { MarketplaceError } from "../marketplace/errors";
import { CHECKS, type Check, type DoctorContext } from "./checks";

export type Outcome = "ok" | "documented" | "differs" | "skipped";

export interface DoctorRow {
  call: string;
  /** The upstream status: 200 for an answer the app accepted, the refusal's status, or null when none came. */
  status: number | null;
  outcome: Outcome;
  detail: string;
}

/** Reads the app never makes on its own, listed so nobody wonders why they are missing. */
const NOT_READ: DoctorRow[] = [
  {
    call: "GET /shipment_labels",
    status: null,
    outcome: "skipped",
    detail: "not read: downloading a label marks the shipment as printed on the marketplace",
  },
];

/**
 * Runs every read once, in order, through the app's own functions. Never throws: each failure becomes a
 * row saying what differs (the schema's complaint, or the upstream's refusal).
 */
export async function runDoctor(context: Omit<DoctorContext, "found">, checks: Check[] = CHECKS): Promise<DoctorRow[]> {
  const ctx: DoctorContext = { ...context, found: { itemIds: [] } };
  const rows: DoctorRow[] = [];
  for (const check of checks) {
    if (check.needs && !check.needs(ctx.found)) {
      rows.push({ call: check.call, status: null, outcome: "skipped", detail: "nothing of this seller's to read it with" });
      continue;
    }
    try {
      const note = await check.run(ctx);
      rows.push({ call: check.call, status: 200, outcome: "ok", detail: note ?? "" });
    } catch (error) {
      rows.push(failureRow(check, error));
    }
  }
  return [...rows, ...NOT_READ];
}

function failureRow(check: Check, error: unknown): DoctorRow {
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

/** A plain-text table for a terminal: call, status, outcome and detail. */
export function formatTable(rows: DoctorRow[]): string {
  const header: [string, string, string, string] = ["call", "status", "result", "detail"];
  const lines = rows.map((r): [string, string, string, string] => [
    r.call,
    r.status === null ? "—" : String(r.status),
    r.outcome,
    r.detail,
  ]);
  const widths = [0, 1, 2].map((i) => Math.max(header[i]!.length, ...lines.map((l) => l[i]!.length)));
  const render = (cells: [string, string, string, string]) => cells.map((c, i) => (i < 3 ? c.padEnd(widths[i]!) : c)).join("  ");
  return [
    render(header),
    render(["─".repeat(widths[0]!), "─".repeat(widths[1]!), "─".repeat(widths[2]!), "──────"]),
    ...lines.map(render),
  ].join("\n");
}
