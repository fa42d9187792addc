"use client";

import { Search } from "lucide-react";
import { useTranslations } from "next-intl";
import { useDebouncedSearch } from "@/components/patterns/use-debounced-search";
import type { SaleListFilters } from "@/lib/queries/sales";
import { LOGISTIC_TYPES, SALE_FILTERS } from "@/lib/schemas/sales";
import { useShippingTerms } from "@/components/patterns/shipping-terms";
import { AccountFilterSelect } from "@/components/shell/account-filter";
import { useAllAccounts } from "@/lib/accounts/use-all-accounts";
import { controlClass } from "@/components/ui/control";
import { cn } from "@/lib/cn";
import { stack } from "@/components/ui/stack";

const field = cn(controlClass, "min-h-11 px-2");
const PERIODS = { any: 0, week: 7, month: 30 } as const;

/** Search (buyer, order id, item title), the conversation-state chips, logistic type, period and, across accounts, the account. */
export function SalesFilters({ filters, onChange }: { filters: SaleListFilters; onChange: (patch: Partial<SaleListFilters>) => void }) {
  const t = useTranslations("sales.filters");
  const allAccounts = useAllAccounts();
  const terms = useShippingTerms();
  const [text, setText] = useDebouncedSearch(filters.q ?? "", (q) => onChange({ q: q || undefined }));
  const period = (Object.entries(PERIODS).find(([, days]) => days === filters.days)?.[0] ?? "any") as keyof typeof PERIODS;

  return (
    <div className={stack({ gap: 2 })}>
      <label className="relative">
        <span className="sr-only">{t("search")}</span>
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
        <input
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t("searchPlaceholder")}
          className={`${field} pl-9`}
        />
      </label>
      <div role="group" aria-label={t("show")} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 md:flex-wrap md:overflow-visible">
        {SALE_FILTERS.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={filters.show === s}
            onClick={() => onChange({ show: s })}
            className={`min-h-11 shrink-0 rounded-full border px-4 text-sm font-medium ${filters.show === s ? "border-accent-strong bg-accent-strong text-white" : "border-slate-300 bg-white text-slate-800"}`}
          >
            {t(`states.${s}`)}
          </button>
        ))}
      </div>
      <div className={cn("grid grid-cols-2 gap-2", allAccounts && "sm:grid-cols-3")}>
        {allAccounts && (
          <label className="col-span-2 sm:col-span-1">
            <span className="sr-only">{t("account")}</span>
            <AccountFilterSelect value={filters.inAccount} onChange={(inAccount) => onChange({ inAccount })} className={field} />
          </label>
        )}
        <label>
          <span className="sr-only">{t("logistic")}</span>
          <select
            value={filters.logistic ?? ""}
            onChange={(e) => onChange({ logistic: (e.target.value || undefined) as SaleListFilters["logistic"] })}
            className={field}
          >
            <option value="">{t("anyLogistic")}</option>
            {LOGISTIC_TYPES.map((l) => (
              <option key={l} value={l}>
                {terms.logistic(l)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="sr-only">{t("period")}</span>
          <select
            value={period}
            onChange={(e) => {
              const days = PERIODS[e.target.value as keyof typeof PERIODS];
              onChange({ days: days || undefined });
            }}
            className={field}
          >
            {Object.keys(PERIODS).map((p) => (
              <option key={p} value={p}>
                {t(`periods.${p}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
