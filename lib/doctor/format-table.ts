import type { DoctorReport, DoctorRow } from "../schemas/doctor";

// Plain text of the doctor's report: the terminal's table and the report an owner copies from Settings.
// No server imports: the Settings page builds the copied report in the browser from the same rows.

type LenientNote = DoctorRow["lenient"][number];

const KIND_WORDS: Record<LenientNote["kind"], string> = {
  element_left_out: "left out element",
  field_missing: "missing field",
  field_other_type: "field of another type",
};

/** One lenient reading in words: "left out element 123 (title: expected string)". */
export function describeLenient(note: LenientNote): string {
  const issues = note.issues.length > 0 ? ` (${note.issues.join("; ")})` : "";
  return `${KIND_WORDS[note.kind]} ${note.id}${issues}`;
}

/** A plain-text table for a terminal: call, status, outcome and detail (with what was read leniently). */
export function formatTable(rows: DoctorRow[]): string {
  const header: [string, string, string, string] = ["call", "status", "result", "detail"];
  const lines = rows.map((r): [string, string, string, string] => [
    r.call,
    r.status === null ? "—" : String(r.status),
    r.outcome,
    [r.detail, ...r.lenient.map(describeLenient)].filter(Boolean).join("; "),
  ]);
  const widths = [0, 1, 2].map((i) => Math.max(header[i]!.length, ...lines.map((l) => l[i]!.length)));
  const render = (cells: [string, string, string, string]) => cells.map((c, i) => (i < 3 ? c.padEnd(widths[i]!) : c)).join("  ");
  return [
    render(header),
    render(["─".repeat(widths[0]!), "─".repeat(widths[1]!), "─".repeat(widths[2]!), "──────"]),
    ...lines.map(render),
  ].join("\n");
}

/** The whole report as text (what "Copy report" puts on the clipboard): who, where, when, the table. No tokens. */
export function formatReport(report: DoctorReport): string {
  const differs = report.rows.filter((r) => r.outcome === "differs").length;
  const lenient = report.rows.filter((r) => r.outcome === "lenient").length;
  return [
    `Mostrador doctor · ${report.nickname} (${report.siteId}, seller ${report.sellerId}) · ${report.marketplaceUrl} · ${report.checkedAt}`,
    "",
    formatTable(report.rows),
    "",
    `${report.rows.length} calls: ${differs} differ, ${lenient} read leniently.`,
  ].join("\n");
}
