"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import { ErrorState } from "@/components/patterns/error-state";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { fetchJson } from "@/lib/queries/fetch-json";
import { siteInfo } from "@/lib/sites";
import { PackageFields, packageErrors, type PackageInput } from "./package-fields";

const LISTING_TYPES = ["gold_pro", "gold_premium", "gold_special", "gold", "silver", "bronze", "free"] as const;
const predictionsSchema = z.object({ categories: z.array(z.object({ id: z.string(), name: z.string(), domain: z.string().nullable() })) });

/** An item not listed yet: the category comes from the marketplace's predictor, from a title. */
export function NewItemForm({ siteId, onSubmit }: { siteId: string; onSubmit: (params: Record<string, string>) => void }) {
  const t = useTranslations("shipping.calculator");
  const currency = siteInfo(siteId).currency;
  const [title, setTitle] = useState("");
  const [categories, setCategories] = useState<z.infer<typeof predictionsSchema>["categories"]>([]);
  const [categoryId, setCategoryId] = useState("");
  const [predictError, setPredictError] = useState<unknown>(null);
  const [listingType, setListingType] = useState<string>("gold_special");
  const [condition, setCondition] = useState<string>("new");
  const [price, setPrice] = useState("");
  const [pkg, setPkg] = useState<PackageInput>({ height: "", width: "", length: "", weight: "" });
  const [touched, setTouched] = useState(false);
  const priceOk = /^\d+(\.\d{1,2})?$/.test(price.trim());

  async function predict() {
    setPredictError(null);
    try {
      const found = await fetchJson(`/api/shipping/categories/predict?${new URLSearchParams({ title })}`, predictionsSchema);
      setCategories(found.categories);
      setCategoryId(found.categories[0]?.id ?? "");
    } catch (e) {
      setPredictError(e);
    }
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (!categoryId || !priceOk || Object.keys(packageErrors(pkg, { optional: true })).length) return;
        const dims = Object.values(pkg).every((v) => v.trim() === "") ? {} : pkg;
        onSubmit({ currencyId: currency, listingTypeId: listingType, condition, categoryId, price: price.trim(), ...dims });
      }}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <Field label={t("titleForCategory")} className="sm:flex-1">
          <Input value={title} onChange={(e) => setTitle(e.target.value)} />
        </Field>
        <Button type="button" variant="secondary" onClick={predict} disabled={title.trim().length < 3}>{t("predict")}</Button>
      </div>
      {predictError ? <ErrorState error={predictError} /> : null}
      <Field label={t("category")} required error={touched && !categoryId ? t("chooseCategory") : undefined}>
        <Select value={categoryId} onValueChange={setCategoryId} disabled={categories.length === 0}>
          <SelectTrigger><SelectValue placeholder={t("chooseCategory")} /></SelectTrigger>
          <SelectContent>{categories.map((c) => <SelectItem key={c.id} value={c.id}>{c.name} ({c.id})</SelectItem>)}</SelectContent>
        </Select>
      </Field>
      <div className="grid gap-3 sm:grid-cols-4">
        <Field label={`${t("price")} (${currency})`} required error={touched && !priceOk ? t("priceInvalid") : undefined}>
          <Input inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} />
        </Field>
        <Field label={t("currency")}><Input value={currency} readOnly /></Field>
        <Field label={t("listingType")}>
          <Select value={listingType} onValueChange={setListingType}>
            <SelectTrigger><SelectValue /></SelectTrigger>
            <SelectContent>{LISTING_TYPES.map((l) => <SelectItem key={l} value={l}>{l}</SelectItem>)}</SelectContent>
          </Select>
        </Field>
        <Field label={t("condition")}>
          <Select value={condition} onValueChange={setCondition}>
            <SelectTrigger><SelectValue /></SelectTrigger>
            <SelectContent>{(["new", "used", "not_specified"] as const).map((c) => <SelectItem key={c} value={c}>{t(`conditions.${c}`)}</SelectItem>)}</SelectContent>
          </Select>
        </Field>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-700">{t("packageOptional")}</legend>
        <PackageFields value={pkg} onChange={setPkg} showErrors={touched} optional />
      </fieldset>
      <Button type="submit" className="self-start">{t("calculate")}</Button>
    </form>
  );
}
