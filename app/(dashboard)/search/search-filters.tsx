"use client";

import { SlidersHorizontal, X } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { filterLabels } from "@/lib/catalog/search-filters";
import { formatMoney, formatNumber } from "@/lib/format";
import { siteInfo } from "@/lib/sites";
import type { SearchResponse } from "@/lib/schemas/search";
import { cardClass } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { Text } from "@/components/ui/text";
import { cluster, stack } from "@/components/ui/stack";

type Change = (changes: Record<string, string | null>) => void;

/** The URL parameter each marketplace filter id is applied with. */
const PARAM: Record<string, string> = { category: "category", condition: "condition", price: "price", shipping_cost: "shipping_cost" };

/**
 * The marketplace's own filters with their counts (text, range and boolean), the applied ones as
 * removable badges, and a price range with open ends the user types. The known filters read in the
 * user's language (the marketplace names them in the site's). On phones the filters to choose from
 * fold away behind a button (results first); picking one folds them again.
 */
export function SearchFilters({
  data,
  site,
  params,
  onChange,
}: {
  data: SearchResponse | undefined;
  site: string | null;
  params: URLSearchParams;
  onChange: Change;
}) {
  const t = useTranslations("catalog.search");
  const locale = useLocale();
  // Results may be priced in another currency (US$ on MLA): the filter names the site's, which it filters in.
  const label = filterLabels(t, (amount) => formatMoney(amount, site ?? "MLA", locale, { unambiguous: true }));
  const applied = (data?.filters ?? []).filter((f) => PARAM[f.id] && params.has(PARAM[f.id]!));
  const [open, setOpen] = useState(false);
  const choicesId = useId();
  const choose: Change = (changes) => {
    setOpen(false);
    onChange(changes);
  };
  return (
    <aside aria-label={t("filters")} className={cn(cardClass, "flex flex-col gap-5 p-4 text-sm lg:self-start")}>
      <div className={cluster({ align: "center", justify: "between" })}>
        {data && <Text variant="strong">{t("total", { total: data.paging.total })}</Text>}
        <Button
          variant="secondary"
          size="sm"
          className="lg:hidden"
          aria-expanded={open}
          aria-controls={choicesId}
          onClick={() => setOpen(!open)}
        >
          <SlidersHorizontal aria-hidden /> {open ? t("hideFilters") : t("showFilters")}
        </Button>
      </div>
      {applied.length > 0 && (
        <div className={stack({ gap: 2 })}>
          <h2 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t("applied")}</h2>
          <ul className={cluster()}>
            {applied.map((f) => (
              <li key={f.id}>
                <Badge tone="brand">
                  {label.heading(f)}: {f.values[0] && label.value(f.id, f.values[0])}
                  <button
                    type="button"
                    onClick={() => onChange({ [PARAM[f.id]!]: null })}
                    aria-label={t("remove", { name: label.heading(f) })}
                    className="-my-3.5 -mr-3.5 grid size-11 place-items-center rounded-full hover:bg-white/50 md:-my-1 md:-mr-1 md:size-6"
                  >
                    <X aria-hidden />
                  </button>
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div id={choicesId} className={cn("flex-col gap-5", open ? "flex" : "hidden lg:flex")}>
        {(data?.availableFilters ?? [])
          .filter((f) => PARAM[f.id])
          .map((f) => (
            <div key={f.id} className={stack({ gap: 1 })}>
              <h2 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label.heading(f)}</h2>
              <ul className={stack({ gap: 0 })}>
                {f.values.map((v) => (
                  <li key={v.id}>
                    <button
                      type="button"
                      onClick={() => choose({ [PARAM[f.id]!]: v.id })}
                      className="flex min-h-11 w-full items-center justify-between gap-2 rounded-lg px-2 py-1 text-left text-slate-800 hover:bg-slate-100 md:min-h-8"
                    >
                      <span className="min-w-0 break-words">{label.value(f.id, v)}</span>
                      {v.results !== undefined && (
                        <span className="shrink-0 text-slate-500 tabular-nums">{formatNumber(v.results, site ?? "MLA", locale)}</span>
                      )}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        {!params.has("price") && <PriceRange currency={siteInfo(site ?? "MLA").currency} onChange={choose} />}
      </div>
    </aside>
  );
}

/** Min and max price; either may stay empty (an open end, `*` in the marketplace's range id). */
function PriceRange({ currency, onChange }: { currency: string; onChange: Change }) {
  const t = useTranslations("catalog.search");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const invalid = from !== "" && to !== "" && Number(from) >= Number(to);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid || (from === "" && to === "")) return;
    onChange({ price: `${from || "*"}-${to || "*"}` });
  };
  return (
    <form onSubmit={submit} className={stack({ gap: 2 })}>
      <div className="grid grid-cols-2 gap-2">
        <Input
          inputMode="numeric"
          pattern="[0-9]*"
          aria-label={t("priceFrom", { currency })}
          placeholder={t("priceFrom", { currency })}
          value={from}
          onChange={(e) => setFrom(e.target.value.replace(/\D/g, ""))}
        />
        <Input
          inputMode="numeric"
          pattern="[0-9]*"
          aria-label={t("priceTo", { currency })}
          placeholder={t("priceTo", { currency })}
          value={to}
          onChange={(e) => setTo(e.target.value.replace(/\D/g, ""))}
        />
      </div>
      {invalid && <p className="text-xs text-red-700">{t("priceInvalid")}</p>}
      <Button type="submit" variant="secondary" size="sm" disabled={invalid || (from === "" && to === "")}>
        {t("applyPrice")}
      </Button>
    </form>
  );
}
