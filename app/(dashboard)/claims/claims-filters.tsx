"use client";

import { Search } from "lucide-react";
import { useTranslations } from "next-intl";
import { useDebouncedSearch } from "@/components/patterns/use-debounced-search";
import { AccountFilterSelect } from "@/components/shell/account-filter";
import { Checkbox } from "@/components/ui/checkbox";
import { controlClass } from "@/components/ui/control";
import { stack } from "@/components/ui/stack";
import { useAllAccounts } from "@/lib/accounts/use-all-accounts";
import { cn } from "@/lib/cn";
import type { ClaimListFilters } from "@/lib/queries/claims";
import { CLAIM_STAGES, CLAIM_TYPES, REPUTATION_VERDICTS } from "@/lib/schemas/claims";

const field = cn(controlClass, "min-h-11 px-2");

/** Search (order or buyer), status, stage, kind, reputation, return, mine, the 48 hours and, across accounts, the account. */
export function ClaimsFilters({ filters, onChange }: { filters: ClaimListFilters; onChange: (patch: Partial<ClaimListFilters>) => void }) {
  const t = useTranslations("claims");
  const allAccounts = useAllAccounts();
  const [text, setText] = useDebouncedSearch(filters.q ?? "", (q) => onChange({ q: q || undefined }));
  const select = <K extends "status" | "stage" | "type" | "reputation">(
    key: K,
    values: readonly string[],
    label: string,
    words: string,
    any: boolean,
  ) => (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {label}
      <select value={filters[key] ?? ""} onChange={(e) => onChange({ [key]: e.target.value || undefined })} className={field}>
        {any && <option value="">{t("filters.any")}</option>}
        {values.map((v) => (
          <option key={v} value={v}>
            {t(`${words}.${v}`)}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <div role="search" aria-label={t("filters.label")} className={stack({ gap: 2 })}>
      <label className="relative">
        <span className="sr-only">{t("filters.search")}</span>
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
        <input
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t("filters.search")}
          className={`${field} pl-9`}
        />
      </label>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {select("status", ["opened", "closed"], t("filters.status"), "status", false)}
        {select("stage", CLAIM_STAGES, t("filters.stage"), "stage", true)}
        {select("type", CLAIM_TYPES, t("filters.type"), "type", true)}
        {select("reputation", REPUTATION_VERDICTS, t("filters.reputation"), "reputation", true)}
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        {(["hasReturn", "mine", "incentive"] as const).map((key) => (
          <label key={key} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
            <Checkbox checked={filters[key] === "1"} onCheckedChange={(on) => onChange({ [key]: on === true ? "1" : undefined })} />
            {t(`filters.${key}`)}
          </label>
        ))}
        {allAccounts && (
          <label className="min-w-48 flex-1">
            <span className="sr-only">{t("filters.label")}</span>
            <AccountFilterSelect value={filters.inAccount} onChange={(inAccount) => onChange({ inAccount })} className={field} />
          </label>
        )}
      </div>
    </div>
  );
}
