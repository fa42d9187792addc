"use client";

import { Search, SlidersHorizontal } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
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
  const [more, setMore] = useState(false);
  const moreId = useId();

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
      className={cn(cardClass, "grid gap-3 p-4 sm:grid-cols-2 sm:items-start lg:grid-cols-[2fr_14rem_12rem]")}
    >
      {/* The words and their button side by side: on a phone the results start right below them. */}
      <div className="flex items-start gap-2 sm:col-span-2 lg:col-span-1">
        <Field label={t("query")} className="min-w-0 flex-1">
          <Input
            type="search"
            name="q"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder={t("queryPlaceholder")}
            autoComplete="off"
          />
        </Field>
        <Button type="submit" disabled={!isHydrated} className="mt-6.5 shrink-0">
          <Search aria-hidden />
          {t("submit")}
        </Button>
      </div>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        className="justify-self-start sm:hidden"
        aria-expanded={more}
        aria-controls={moreId}
        onClick={() => setMore(!more)}
      >
        <SlidersHorizontal aria-hidden /> {more ? t("fewerOptions") : t("moreOptions")}
      </Button>
      {/* Site, sort, category and area: folded on a phone (the words are what most searches change). */}
      <div id={moreId} className={cn("contents", !more && "max-sm:hidden")}>
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
        <div className="grid gap-3 sm:col-span-2 lg:col-span-3 lg:grid-cols-2 lg:items-start">
          <Field label={t("category")} hint={t("categoryHint")}>
            <CategoryPicker site={site} value={params.get("category")} onChange={(id) => apply({ category: id })} />
          </Field>
          <SearchArea params={params} site={site} onChange={apply} />
        </div>
      </div>
    </form>
  );
}
