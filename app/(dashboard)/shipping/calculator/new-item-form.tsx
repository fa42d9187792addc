"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { CategoryPicker } from "@/components/catalog/category-picker";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { formatNumber, parsePrice } from "@/lib/format";
import { siteInfo } from "@/lib/sites";
import { PackageFields, packageErrors, type PackageInput } from "./package-fields";

const LISTING_TYPES = ["gold_pro", "gold_premium", "gold_special", "gold", "silver", "bronze", "free"] as const;

/** An item not listed yet: its category from the shared picker (the site's tree and the predictor). */
export function NewItemForm({ siteId, busy, onSubmit }: { siteId: string; busy: boolean; onSubmit: (params: Record<string, string>) => void }) {
  const t = useTranslations("shipping.calculator");
  const locale = useLocale();
  const currency = siteInfo(siteId).currency;
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [listingType, setListingType] = useState<string>("gold_special");
  const [condition, setCondition] = useState<string>("new");
  const [price, setPrice] = useState("");
  const [pkg, setPkg] = useState<PackageInput>({ height: "", width: "", length: "", weight: "" });
  const [touched, setTouched] = useState(false);
  const amount = parsePrice(price);

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (!categoryId || amount === null || Object.keys(packageErrors(pkg, { optional: true })).length) return;
        const dims = Object.values(pkg).every((v) => v.trim() === "") ? {} : pkg;
        onSubmit({ currencyId: currency, listingTypeId: listingType, condition, categoryId, price: String(amount), ...dims });
      }}
    >
      <Field label={t("category")} hint={t("categoryHint")} required error={touched && !categoryId ? t("chooseCategory") : undefined} className="sm:max-w-xl">
        <CategoryPicker site={siteId} value={categoryId} onChange={setCategoryId} />
      </Field>
      <div className="grid gap-3 sm:grid-cols-4">
        <Field label={`${t("price")} (${currency})`} required error={touched && amount === null ? t("priceInvalid", { example: formatNumber(1999.9, siteId, locale, { minimumFractionDigits: 2 }) }) : undefined}>
          <Input inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} />
        </Field>
        <Field label={t("currency")}><Input value={currency} readOnly /></Field>
        <Field label={t("listingType")}>
          <Select options={LISTING_TYPES.map((l) => ({ value: l, label: t(`listingTypes.${l}`) }))} value={listingType} onValueChange={setListingType} />
        </Field>
        <Field label={t("condition")}>
          <Select options={(["new", "used", "not_specified"] as const).map((c) => ({ value: c, label: t(`conditions.${c}`) }))} value={condition} onValueChange={setCondition} />
        </Field>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-700">{t("packageOptional")}</legend>
        <PackageFields value={pkg} onChange={setPkg} showErrors={touched} optional />
      </fieldset>
      <Button type="submit" className="self-start" loading={busy}>{t("calculate")}</Button>
    </form>
  );
}
