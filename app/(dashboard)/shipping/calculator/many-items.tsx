"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useRef, useState } from "react";
import { z } from "zod";
import { DataTable } from "@/components/patterns/data-table";
import { ErrorState } from "@/components/patterns/error-state";
import { Section } from "@/components/patterns/section";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { formatMoney, formatNumber, formatPercent } from "@/lib/format";
import { fetchJson } from "@/lib/queries/fetch-json";
import { shippingCostSchema } from "@/lib/schemas/shipping";
import { isPrefixedId } from "@/lib/schemas/ids";

const answerSchema = z.object({ items: z.array(z.object({ itemId: z.string(), cost: shippingCostSchema.nullable() })) });
type Row = z.infer<typeof answerSchema>["items"][number];
// The route's own limit (app/api/shipping/calculator/items): said before sending, not after.
const MAX_IDS = 500;

/** Costs for many items at once (the server sends 50 ids per call), in a table that exports to CSV. */
export function ManyItemsCalculator({ siteId }: { siteId: string }) {
  const t = useTranslations("shipping.calculator");
  const locale = useLocale();
  const [text, setText] = useState("");
  const [rows, setRows] = useState<Row[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [tried, setTried] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const tForm = useTranslations("ui.form");
  const ids = [...new Set(text.split(/[\s,;]+/).map((s) => s.trim().toUpperCase()).filter(Boolean))];
  const invalid = ids.filter((id) => !isPrefixedId(id));
  const problem = invalid.length
    ? `${t("itemIdInvalid")} (${invalid.slice(0, 3).join(", ")})`
    : ids.length > MAX_IDS
      ? t("manyTooMany", { count: formatNumber(ids.length, siteId, locale), max: MAX_IDS })
      : ids.length === 0
        ? tForm("required")
        : undefined;
  // Wrong ids and too many show as they are typed; an empty box only once Get costs is pressed.
  const idsError = ids.length === 0 && !tried ? undefined : problem;

  async function run() {
    setTried(true);
    if (problem) return box.current?.focus();
    setLoading(true);
    setError(null);
    try {
      setRows((await fetchJson(`/api/shipping/calculator/items?${new URLSearchParams({ ids: ids.join(",") })}`, answerSchema)).items);
    } catch (e) {
      setError(e);
    } finally {
      setLoading(false);
    }
  }

  const columns = useMemo<ColumnDef<Row>[]>(
    () => [
      { id: "item", accessorFn: (r) => r.itemId, header: t("itemId"), meta: { label: t("itemId"), primary: true } },
      { id: "list", accessorFn: (r) => r.cost?.listCost ?? null, header: t("listCost"), meta: { label: t("listCost"), align: "right" }, cell: ({ row: { original: r } }) => (r.cost ? formatMoney(r.cost.listCost, siteId, locale) : t("noRecord")) },
      { id: "discount", accessorFn: (r) => r.cost?.discountRate ?? null, header: t("discount"), meta: { label: t("discount"), align: "right" }, cell: ({ row: { original: r } }) => (r.cost ? formatPercent(r.cost.discountRate, siteId, locale, { digits: 0 }) : "") },
      { id: "seller", accessorFn: (r) => r.cost?.sellerCost ?? null, header: t("sellerCost"), meta: { label: t("sellerCost"), align: "right" }, cell: ({ row: { original: r } }) => (r.cost ? formatMoney(r.cost.sellerCost, siteId, locale) : "") },
      { id: "weight", accessorFn: (r) => r.cost?.billableWeight ?? null, header: t("billableWeight"), meta: { label: t("billableWeight"), align: "right" }, cell: ({ row: { original: r } }) => (r.cost?.billableWeight ? `${formatNumber(r.cost.billableWeight, siteId, locale)} g` : "") },
    ],
    [t, siteId, locale],
  );

  return (
    <Section title={t("manyTitle")} description={t("manyHint")}>
      <div className="flex flex-col gap-3">
        <Field label={t("itemIds")} required error={idsError}>
          <Textarea ref={box} rows={3} value={text} onChange={(e) => setText(e.target.value)} />
        </Field>
        <Button className="self-start" onClick={run} loading={loading}>{t("manyRun")}</Button>
        {error ? <ErrorState error={error} onRetry={run} /> : null}
        {rows && <DataTable caption={t("manyTitle")} columns={columns} data={rows} getRowId={(r) => r.itemId} getRowLabel={(r) => r.itemId} csvFileName="free-shipping-costs.csv" pageSize={50} />}
      </div>
    </Section>
  );
}
