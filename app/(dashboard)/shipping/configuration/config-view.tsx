"use client";

import { useLocale, useTranslations } from "next-intl";
import { formatList } from "@/lib/format";
import { useState } from "react";
import { ErrorState } from "@/components/patterns/error-state";
import { Section } from "@/components/patterns/section";
import { Badge } from "@/components/ui/badge";
import { Field } from "@/components/ui/field";
import { Skeleton } from "@/components/ui/skeleton";
import { useShippingConfig } from "@/lib/queries/shipping";
import { useShippingTerms } from "@/components/patterns/shipping-terms";
import { CategoryPicker } from "@/components/catalog/category-picker";
import { useAccount } from "@/components/shell/account-context";
import { useRuleText } from "../free-shipping-cell";
import { Text } from "@/components/ui/text";
import { stack, twoColumns } from "@/components/ui/stack";

/** Shipping modes and preferences in words: the seller's, the site's, and one category's. */
export function ConfigView() {
  const t = useTranslations("shipping.config");
  const locale = useLocale();
  const terms = useShippingTerms();
  const ruleText = useRuleText();
  const { siteId } = useAccount();
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const config = useShippingConfig(categoryId);
  const d = config.data;
  // A category's free rules in the items table's words; "exclude_region" is Brazil's rule with its regions.
  const ruleOf = (r: { freeMode: string; regions: string[] }) =>
    r.freeMode === "country" || r.freeMode === "exclude_region"
      ? ruleText({ freeShipping: true, freeRule: r.regions.length ? "country_excluding_regions" : "country", excludedRegions: r.regions })
      : r.freeMode;
  return (
    <div className={stack({ gap: 4 })} aria-busy={config.isPending}>
      <Field label={t("category")} hint={t("pickCategory")} className="sm:max-w-xl">
        <CategoryPicker site={siteId} value={categoryId} onChange={setCategoryId} />
      </Field>
      {config.isPending && <Skeleton className="h-32 w-full" />}
      {config.isError && <ErrorState error={config.error} onRetry={() => config.refetch()} />}
      {d?.category && (
        <div className={twoColumns}>
          <Section title={t("modesTitle")}>
            <p className="text-sm">{t("modes", { modes: formatList(d.category.modes.map(terms.mode), locale) })}</p>
            <p className="mt-2 text-sm">
              {d.category.acceptsFree
                ? t("freeAccepted", { methods: d.category.acceptedMethods.length, rules: d.category.rules.map(ruleOf).join("; ") })
                : t("freeRefused")}
            </p>
          </Section>
          <Section title={t("prefsTitle")}>
            <div className="flex flex-col gap-2 text-sm">
              {d.category.standardPackage && (
                <p>
                  {t("standardPackage", {
                    h: d.category.standardPackage.height,
                    w: d.category.standardPackage.width,
                    l: d.category.standardPackage.length,
                    weight: d.category.standardPackage.weight,
                  })}
                </p>
              )}
              {d.category.restricted && <p>{t("restricted")}</p>}
              <ul>
                {d.category.logistics.map((l) => (
                  <li key={l.mode}>
                    {t("logistics", { mode: terms.mode(l.mode), types: formatList(l.types.map(terms.logistic), locale) })}
                  </li>
                ))}
              </ul>
            </div>
          </Section>
        </div>
      )}
      {d && (
        <div className={twoColumns}>
          <Section title={t("userTitle")}>
            <div className="flex flex-col gap-2 text-sm">
              <p>{t("modes", { modes: formatList(d.user.modes.map(terms.mode), locale) })}</p>
              {d.user.logistics.map((l) => (
                <div key={l.mode} className="flex flex-wrap items-center gap-1">
                  <span className="font-medium">{terms.mode(l.mode)}:</span>
                  {l.types.map((x) => (
                    // Inactive in the preferences while sales went out with it (Flex turned off since, or the
                    // preferences lagging): say both, not a bare "inactive" beside the store's Flex sales.
                    <Badge
                      key={x.type}
                      tone={x.active ? "success" : x.sales > 0 ? "warning" : "neutral"}
                      data-testid={`logistic-${x.type}`}
                      // The longer "inactive, yet N sales" wording wraps on a phone instead of widening the page.
                      className={x.active || x.sales === 0 ? undefined : "rounded-lg whitespace-normal"}
                    >
                      {terms.logistic(x.type)} ·{" "}
                      {x.active ? t("active") : x.sales > 0 ? t("inactiveWithSales", { count: x.sales }) : t("inactive")}
                    </Badge>
                  ))}
                </div>
              ))}
            </div>
          </Section>
          <Section title={t("siteTitle")}>
            <ul className="text-sm">
              {d.siteMethods.map((m) => (
                <li key={m.id}>
                  {m.name}{" "}
                  <Text as="span" variant="faint">
                    ({m.id})
                  </Text>
                </li>
              ))}
            </ul>
          </Section>
        </div>
      )}
    </div>
  );
}
