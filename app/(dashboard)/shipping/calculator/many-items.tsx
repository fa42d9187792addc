"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { z } from "zod";
import { DataTable } from "@/components/patterns/data-table";
import { ErrorState } from "@/components/patterns/error-state";
import { Section } from "@/components/patterns/section";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FORM_ERRORS, useFormError, useZodForm } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { formatMoney, formatNumber, formatPercent } from "@/lib/format";
import { useItemsShippingCosts } from "@/lib/queries/shipping";
import type { CalculatorItemCost as Row } from "@/lib/schemas/shipping";
import { isPrefixedId } from "@/lib/schemas/ids";
import { stack } from "@/components/ui/stack";

// The route's own limit (app/api/shipping/calculator/items): said before sending, not after.
const MAX_IDS = 500;

/** Ids split on spaces, lines, commas or semicolons, in capitals, each once. */
const parseIds = (text: string) => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .map((s) => s.trim().toUpperCase())
      .filter(Boolean),
  ),
];
// A malformed id is left out and named (the rest are still worth costing); refused only when nothing is
// left to send. Then too many, then none.
const manySchema = z.object({
  ids: z.string().transform((text, ctx) => {
    const ids = parseIds(text);
    const wellFormed = ids.filter(isPrefixedId);
    const problem =
      ids.length === 0
        ? FORM_ERRORS.required
        : wellFormed.length === 0
          ? "itemIdInvalid"
          : wellFormed.length > MAX_IDS
            ? "manyTooMany"
            : null;
    if (!problem) return wellFormed;
    ctx.addIssue({ code: "custom", message: problem });
    return z.NEVER;
  }),
});

/** Costs for many items at once (the server sends 50 ids per call), in a table that exports to CSV. */
export function ManyItemsCalculator({ siteId }: { siteId: string }) {
  const t = useTranslations("shipping.calculator");
  const locale = useLocale();
  const formError = useFormError();
  const form = useZodForm(manySchema, { ids: "" });
  const [asked, setAsked] = useState<string[] | null>(null);
  const costs = useItemsShippingCosts(asked);
  const rows = costs.data?.items ?? null;
  const loading = costs.isFetching;
  const error = costs.isError && !costs.isFetching ? costs.error : null;
  const { isSubmitted, errors } = form.formState;
  const text = form.watch("ids");
  const ids = parseIds(text);
  const malformed = ids.filter((id) => !isPrefixedId(id));
  const idsError =
    errors.ids?.message === "itemIdInvalid"
      ? `${t("itemIdInvalid")} (${malformed.slice(0, 3).join(", ")})`
      : errors.ids?.message === "manyTooMany"
        ? t("manyTooMany", { count: formatNumber(ids.length - malformed.length, siteId, locale), max: MAX_IDS })
        : formError(errors.ids);

  // The same ids asked again read the marketplace again (refetch), as the button says.
  const run = form.handleSubmit(({ ids }) => {
    if (asked && ids.join(",") === asked.join(",")) void costs.refetch();
    else setAsked(ids);
  });
  // Checked on Get costs, then as the box is corrected; a malformed id or too many also show as they are
  // typed or pasted before the first try (an empty box only on Get costs).
  const register = form.register("ids", {
    onChange: () => {
      if (isSubmitted) return;
      if (form.getValues("ids").trim()) void form.trigger("ids");
      else form.clearErrors("ids");
    },
  });

  const columns = useMemo<ColumnDef<Row>[]>(
    () => [
      { id: "item", accessorFn: (r) => r.itemId, header: t("itemId"), meta: { label: t("itemId"), primary: true } },
      {
        id: "list",
        accessorFn: (r) => r.cost?.listCost ?? null,
        header: t("listCost"),
        meta: { label: t("listCost"), align: "right" },
        cell: ({ row: { original: r } }) => (r.cost ? formatMoney(r.cost.listCost, siteId, locale) : t("noRecord")),
      },
      {
        id: "discount",
        accessorFn: (r) => r.cost?.discountRate ?? null,
        header: t("discount"),
        meta: { label: t("discount"), align: "right" },
        cell: ({ row: { original: r } }) => (r.cost ? formatPercent(r.cost.discountRate, siteId, locale, { digits: 0 }) : ""),
      },
      {
        id: "seller",
        accessorFn: (r) => r.cost?.sellerCost ?? null,
        header: t("sellerCost"),
        meta: { label: t("sellerCost"), align: "right" },
        cell: ({ row: { original: r } }) => (r.cost ? formatMoney(r.cost.sellerCost, siteId, locale) : ""),
      },
      {
        id: "weight",
        accessorFn: (r) => r.cost?.billableWeight ?? null,
        header: t("billableWeight"),
        meta: { label: t("billableWeight"), align: "right" },
        cell: ({ row: { original: r } }) => (r.cost?.billableWeight ? `${formatNumber(r.cost.billableWeight, siteId, locale)} g` : ""),
      },
    ],
    [t, siteId, locale],
  );

  return (
    <Section title={t("manyTitle")} description={t("manyHint")}>
      <div className={stack({ gap: 3 })}>
        <form noValidate onSubmit={run} className={stack({ gap: 3 })}>
          <Field
            label={t("itemIds")}
            required
            error={idsError}
            hint={
              malformed.length > 0 && malformed.length < ids.length ? (
                <span data-testid="many-left-out">
                  {t("manyLeftOut", { count: malformed.length, ids: malformed.slice(0, 5).join(", ") })}
                </span>
              ) : undefined
            }
          >
            <Textarea rows={3} {...register} />
          </Field>
          <Button type="submit" className="self-start" loading={loading}>
            {t("manyRun")}
          </Button>
        </form>
        {error ? <ErrorState error={error} onRetry={() => void run()} /> : null}
        {rows && (
          <DataTable
            caption={t("manyTitle")}
            columns={columns}
            data={rows}
            getRowId={(r) => r.itemId}
            getRowLabel={(r) => r.itemId}
            csvFileName="free-shipping-costs.csv"
            pageSize={50}
          />
        )}
      </div>
    </Section>
  );
}
