"use client";

import { Search } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { SITE_IDS } from "@/lib/schemas/search";
import { useHydrated } from "@/lib/use-hydrated";

/** Query, site, category id and sort. Submitting writes them to the URL (the view reads them from there). */
export function SearchForm({ params, site, onSubmit }: { params: URLSearchParams; site: string | null; onSubmit: (changes: Record<string, string | null>) => void }) {
  const t = useTranslations("catalog.search");
  const [q, setQ] = useState(params.get("q") ?? "");
  const [category, setCategory] = useState(params.get("category") ?? "");
  // Until hydrated a click would submit natively and drop the typed words: keep the button off till then.
  const isHydrated = useHydrated();
  const categoryValid = category === "" || /^[A-Z]{3}\d+$/.test(category.trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!categoryValid) return;
    onSubmit({ q: q.trim(), category: category.trim() });
  };

  return (
    <form onSubmit={submit} role="search" className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_8rem_10rem_12rem_auto] lg:items-end">
      <Field label={t("query")}>
        <Input type="search" name="q" value={q} onChange={(e) => setQ(e.target.value)} placeholder={t("queryPlaceholder")} autoComplete="off" />
      </Field>
      <Field label={t("site")}>
        <Select value={site ?? undefined} onValueChange={(value) => onSubmit({ site: value, category: null })}>
          <SelectTrigger>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {SITE_IDS.map((id) => (
              <SelectItem key={id} value={id}>
                {id}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>
      <Field label={t("category")} error={categoryValid ? undefined : t("categoryInvalid")}>
        <Input name="category" value={category} onChange={(e) => setCategory(e.target.value.toUpperCase())} placeholder={`${site ?? "MLA"}1055`} autoComplete="off" />
      </Field>
      <Field label={t("sort")}>
        <Select value={params.get("sort") ?? "relevance"} onValueChange={(value) => onSubmit({ sort: value === "relevance" ? null : value })}>
          <SelectTrigger>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="relevance">{t("sortRelevance")}</SelectItem>
            <SelectItem value="price_asc">{t("sortPriceAsc")}</SelectItem>
            <SelectItem value="price_desc">{t("sortPriceDesc")}</SelectItem>
          </SelectContent>
        </Select>
      </Field>
      <Button type="submit" disabled={!isHydrated}>
        <Search aria-hidden />
        {t("submit")}
      </Button>
    </form>
  );
}
