"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useController } from "react-hook-form";
import { z } from "zod";
import { CategoryPicker } from "@/components/catalog/category-picker";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useZodForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { formatNumber, parsePrice } from "@/lib/format";
import { siteInfo } from "@/lib/sites";
import { emptyPackage, PackageFields, packageSchema } from "./package-fields";
import { stack } from "@/components/ui/stack";

const LISTING_TYPES = ["gold_pro", "gold_premium", "gold_special", "gold", "silver", "bronze", "free"] as const;

// Messages are keys of shipping.calculator; each field has one way to be wrong.
const newItemSchema = z.object({
  categoryId: z.string().nullable().pipe(z.string("chooseCategory")),
  price: z.string().transform((text, ctx) => {
    const amount = parsePrice(text);
    if (amount !== null) return amount;
    ctx.addIssue({ code: "custom", message: "priceInvalid" });
    return z.NEVER;
  }),
  pkg: packageSchema({ optional: true }),
});

/** An item not listed yet: its category from the shared picker (the site's tree and the predictor). */
export function NewItemForm({
  siteId,
  busy,
  onSubmit,
}: {
  siteId: string;
  busy: boolean;
  onSubmit: (params: Record<string, string>) => void;
}) {
  const t = useTranslations("shipping.calculator");
  const locale = useLocale();
  const currency = siteInfo(siteId).currency;
  const [listingType, setListingType] = useState<string>("gold_special");
  const [condition, setCondition] = useState<string>("new");
  const form = useZodForm(newItemSchema, { categoryId: null, price: "", pkg: emptyPackage });
  // Registered here, before the fields below, so a missing category is the first error focused.
  const {
    field: { ref: categoryRef, value: chosenCategory, onChange: chooseCategory },
  } = useController({ control: form.control, name: "categoryId" });
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ categoryId, price, pkg }) => {
    const dims = Object.values(pkg).every((v) => v === "") ? {} : pkg;
    onSubmit({ currencyId: currency, listingTypeId: listingType, condition, categoryId, price: String(price), ...dims });
  });

  return (
    <form noValidate className={stack({ gap: 4 })} onSubmit={submit}>
      <Field
        label={t("category")}
        hint={t("categoryHint")}
        required
        error={errors.categoryId ? t("chooseCategory") : undefined}
        className="sm:max-w-xl"
      >
        <CategoryPicker ref={categoryRef} site={siteId} value={chosenCategory} onChange={chooseCategory} />
      </Field>
      <div className="grid gap-3 sm:grid-cols-4">
        <Field
          label={`${t("price")} (${currency})`}
          required
          error={
            errors.price ? t("priceInvalid", { example: formatNumber(1999.9, siteId, locale, { minimumFractionDigits: 2 }) }) : undefined
          }
        >
          <Input inputMode="decimal" {...form.register("price")} />
        </Field>
        <Field label={t("currency")}>
          <Input value={currency} readOnly />
        </Field>
        <Field label={t("listingType")}>
          <Select
            options={LISTING_TYPES.map((l) => ({ value: l, label: t(`listingTypes.${l}`) }))}
            value={listingType}
            onValueChange={setListingType}
          />
        </Field>
        <Field label={t("condition")}>
          <Select
            options={(["new", "used", "not_specified"] as const).map((c) => ({ value: c, label: t(`conditions.${c}`) }))}
            value={condition}
            onValueChange={setCondition}
          />
        </Field>
      </div>
      <fieldset className={stack({ gap: 2 })}>
        <legend className="mb-2 text-sm font-medium text-slate-700">{t("packageOptional")}</legend>
        {/* Optional as a whole: a change to one dimension re-checks all four (clearing the last one clears them all). */}
        <PackageFields register={(key) => form.register(`pkg.${key}`, { deps: "pkg" })} errors={errors.pkg} optional />
      </fieldset>
      <Button type="submit" className="self-start" loading={busy}>
        {t("calculate")}
      </Button>
    </form>
  );
}
