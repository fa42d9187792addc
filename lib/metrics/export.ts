import type { AccountMetrics, ItemRow } from "../schemas/metrics";
import { toCsv } from "./csv";

/** The series on screen: one row per bucket, current and previous side by side; gaps stay empty. */
export function seriesCsv(m: AccountMetrics): string {
  const pick = (s: AccountMetrics["visits"]) => (s.status === "ok" ? s : null);
  const [v, q, p, s] = [pick(m.visits), pick(m.questions), pick(m.phoneViews), pick(m.sales)];
  const base = v ?? q ?? p ?? s;
  const rows = (base?.points ?? []).map((pt, i) => [
    pt.date,
    v?.points[i]?.value ?? null,
    q?.points[i]?.value ?? null,
    p?.points[i]?.value ?? null,
    s?.points[i]?.value ?? null,
    v?.previous[i]?.date ?? null,
    v?.previous[i]?.value ?? null,
  ]);
  return toCsv(["date", "visits", "questions", "phone_views", "units_sold", "previous_date", "previous_visits"], rows);
}

/** The items table as filtered on screen. */
export function itemsCsv(rows: ItemRow[]): string {
  return toCsv(
    [
      "item_id",
      "title",
      "visits",
      "visits_final_days",
      "previous_visits_same_days",
      "questions",
      "phone_views",
      "units_sold",
      "sales_per_visit",
      "questions_per_visit",
    ],
    rows.map((r) => [
      r.id,
      r.title,
      r.visits,
      r.comparedVisits,
      r.previousVisits,
      r.questions,
      r.phoneViews,
      r.sales,
      r.visits ? r.sales / r.visits : null,
      r.visits ? r.questions / r.visits : null,
    ]),
  );
}

/** Saves text as a file in the browser. */
export function downloadText(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const a = Object.assign(document.createElement("a"), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
