"use client";

import { Search, SlidersHorizontal } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useDebouncedSearch } from "@/components/patterns/use-debounced-search";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import type { ShippingFilters } from "@/lib/queries/shipping";
import { useShippingTerms } from "@/components/patterns/shipping-terms";
import { cn } from "@/lib/cn";
import { cluster } from "@/components/ui/stack";

const MODES = ["me2", "me1", "custom", "not_specified"];

/** Search (debounced) and the three filters of the items table; on phones the filters fold behind a button (items first). */
export function ShippingFiltersBar({ value, onChange }: { value: ShippingFilters; onChange: (f: ShippingFilters) => void }) {
  const t = useTranslations("shipping");
  const terms = useShippingTerms();
  const [text, setText] = useDebouncedSearch(value.q, (q) => onChange({ ...value, q }));
  const [open, setOpen] = useState(false);
  const selectsId = useId();
  const applied = (["free", "mode", "accepts"] as const).filter((key) => value[key] !== "all").length;
  const select = (key: "free" | "mode" | "accepts", label: string, options: Array<[string, string]>) => (
    <Select
      aria-label={label}
      options={options.map(([v, l]) => ({ value: v, label: l }))}
      value={value[key]}
      onValueChange={(v) => onChange({ ...value, [key]: v } as ShippingFilters)}
      className="w-full sm:w-48"
    />
  );
  return (
    <div className="grid gap-2 sm:flex sm:flex-wrap sm:items-center">
      <div className={cluster({ wrap: false })}>
        <div className="relative flex-1 sm:w-72 sm:flex-none">
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
          <Input
            type="search"
            aria-label={t("search")}
            placeholder={t("search")}
            value={text}
            onChange={(e) => setText(e.target.value)}
            className="pl-9"
          />
        </div>
        <Button variant="secondary" className="sm:hidden" aria-expanded={open} aria-controls={selectsId} onClick={() => setOpen(!open)}>
          <SlidersHorizontal aria-hidden /> {t("filters.toggle", { count: applied })}
        </Button>
      </div>
      <div id={selectsId} className={cn("gap-2", open ? "grid" : "hidden", "sm:contents")}>
        {select("free", t("filters.free"), [
          ["all", t("filters.freeAll")],
          ["free", t("filters.freeYes")],
          ["not_free", t("filters.freeNo")],
        ])}
        {select("mode", t("filters.mode"), [["all", t("filters.modeAll")], ...MODES.map((m): [string, string] => [m, terms.mode(m)])])}
        {select("accepts", t("filters.accepts"), [
          ["all", t("filters.acceptsAll")],
          ["yes", t("filters.acceptsYes")],
          ["no", t("filters.acceptsNo")],
        ])}
      </div>
    </div>
  );
}
