"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { ErrorState } from "@/components/patterns/error-state";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { formatNumber } from "@/lib/format";
import { useTopValues } from "@/lib/queries/categories";
import type { CategoryAttribute } from "@/lib/schemas/categories";
import { cardClass } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { Heading, Text } from "@/components/ui/text";

const ANY = "__any";

/**
 * For a catalog domain: an attribute's most used values in new listings of the last 90 days (NOL_90),
 * narrowed by values the user already knows (e.g. BRAND Samsung → its MODELs).
 */
export function TopValues({ domainId, attributes }: { domainId: string; attributes: CategoryAttribute[] }) {
  const t = useTranslations("catalog.topValues");
  const locale = useLocale();
  const listed = attributes.filter((a) => a.values.length > 0 || ["BRAND", "MODEL", "LINE"].includes(a.id));
  const [attribute, setAttribute] = useState(listed.find((a) => a.id === "BRAND")?.id ?? listed[0]?.id ?? null);
  const [known, setKnown] = useState<Record<string, string>>({});
  const knownParam = Object.entries(known)
    .filter(([id]) => id !== attribute)
    .map(([id, v]) => `${id}:${v}`)
    .join(",");
  const values = useTopValues(domainId, attribute, knownParam);
  const narrowers = attributes.filter((a) => a.values.length > 0 && a.id !== attribute).slice(0, 3);
  if (!attribute) return null;
  return (
    <section aria-labelledby="top-values" className={cn(cardClass, "p-4")}>
      <Heading id="top-values">{t("title")}</Heading>
      <Text className="mb-3">
        {t("description")}{" "}
        <Text as="span" variant="code">
          {domainId}
        </Text>
      </Text>
      <div className="mb-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field label={t("attribute")}>
          <Select options={listed.map((a) => ({ value: a.id, label: a.name }))} value={attribute} onValueChange={setAttribute} />
        </Field>
        {narrowers.map((a) => (
          <Field key={a.id} label={t("knownValue", { name: a.name })}>
            <Select
              options={[{ value: ANY, label: t("any") }, ...a.values.map((v) => ({ value: v.id, label: v.name }))]}
              value={known[a.id] ?? ANY}
              onValueChange={(v) =>
                setKnown((k) => {
                  const next = { ...k };
                  if (v === ANY) delete next[a.id];
                  else next[a.id] = v;
                  return next;
                })
              }
            />
          </Field>
        ))}
      </div>
      {values.isError ? (
        <ErrorState error={values.error} onRetry={() => values.refetch()} />
      ) : !values.data ? (
        <Skeleton className="h-32 w-full" />
      ) : values.data.length === 0 ? (
        <Text>{t("none")}</Text>
      ) : (
        <ol aria-label={t("list")} aria-busy={values.isFetching} className="flex flex-col gap-1 text-sm">
          {values.data.map((v) => (
            <li key={v.id} className="flex justify-between gap-2 rounded-lg px-2 py-1 odd:bg-slate-50">
              <span className="text-slate-900">{v.name}</span>
              <span className="text-slate-600 tabular-nums">
                {t("listings", { count: v.metric, formatted: formatNumber(v.metric, domainId.slice(0, 3), locale) })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
