"use client";

import { Search } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { CategoryPicker } from "@/components/catalog/category-picker";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useHydrated } from "@/lib/use-hydrated";
import { SearchArea } from "./search-area";
import { cardClass } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { siteOptions } from "@/lib/sites";

/**
 * Query, site, sort, a category from the tree or the predictor, and an area. Submitting writes them to
 * the URL (the view reads them from there); the pickers and selects apply at once.
 */
export function SearchForm({
  params,
  site,
  onSubmit,
}: {
  params: URLSearchParams;
  site: string | null;
  onSubmit: (changes: Record<string, string | null>) => void;
}) {
  const t = useTranslations("catalog.search");
  const locale = useLocale();
  const [q, setQ] = useState(params.get("q") ?? "");
  // Until hydrated a click would submit natively and drop the typed words: keep the button off till then.
  const isHydrated = useHydrated();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ q: q.trim() });
  };
  // The form is keyed by the URL: a select or picker that applies at once carries the words typed so far.
  const apply = (changes: Record<string, string | null>) => onSubmit({ q: q.trim(), ...changes });
  const sorts = [
    { value: "relevance", label: t("sortRelevance") },
    { value: "price_asc", label: t("sortPriceAsc") },
    { value: "price_desc", label: t("sortPriceDesc") },
  ];
  const sort = params.get("sort") ?? "relevance";

  return (
    <form
      onSubmit={submit}
      role="search"
      className={cn(cardClass, "grid gap-3 p-4 sm:grid-cols-2 sm:items-start lg:grid-cols-[2fr_14rem_12rem_auto]")}
    >
      <Field label={t("query")}>
        <Input
          type="search"
          name="q"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder={t("queryPlaceholder")}
          autoComplete="off"
        />
      </Field>
      <Field label={t("site")}>
        <Select
          options={siteOptions(locale)}
          value={site ?? undefined}
          onValueChange={(value) => apply({ site: value, category: null, area: null, radius: null, item_location: null })}
        />
      </Field>
      <Field label={t("sort")}>
        <Select options={sorts} value={sort} onValueChange={(value) => apply({ sort: value === "relevance" ? null : value })} />
      </Field>
      <Button type="submit" disabled={!isHydrated} alignToField="sm">
        <Search aria-hidden />
        {t("submit")}
      </Button>
      <div className="grid gap-3 sm:col-span-2 lg:col-span-4 lg:grid-cols-2 lg:items-start">
        <Field label={t("category")} hint={t("categoryHint")}>
          <CategoryPicker site={site} value={params.get("category")} onChange={(id) => apply({ category: id })} />
        </Field>
        <SearchArea params={params} site={site} onChange={apply} />
      </div>
    </form>
  );
}
