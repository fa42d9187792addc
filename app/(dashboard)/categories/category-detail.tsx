"use client";

import { CheckCircle2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { ErrorState } from "@/components/patterns/error-state";
import { NotFoundState } from "@/components/patterns/not-found-state";
import { ApiRequestError } from "@/lib/queries/fetch-json";
import { Badge } from "@/components/ui/badge";
import { useCategory } from "@/lib/queries/categories";
import { AttributeChecklist } from "./attribute-checklist";
import { CategoryList } from "./categories-view";
import { CategorySettings } from "./category-settings";
import { TopValues } from "./top-values";
import { cardClass } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { Heading, Text } from "@/components/ui/text";
import { stack } from "@/components/ui/stack";
import { WaitingOnMarketplace } from "@/components/patterns/waiting-on-marketplace";

/** Breadcrumbs, children with item counts, and for a leaf its settings, attributes and top values. */
export function CategoryDetailPanel({ id, site, onOpen }: { id: string; site: string; onOpen: (id: string | null) => void }) {
  const t = useTranslations("catalog.categories");
  const category = useCategory(id);
  // A well-formed id the marketplace does not know: not found, with the way back to the top level.
  if (category.error instanceof ApiRequestError && category.error.status === 404)
    return <NotFoundState title={t("notFound")} back={{ onClick: () => onOpen(null), label: t("allCategories") }} />;
  if (category.isError) return <ErrorState error={category.error} onRetry={() => category.refetch()} />;
  if (!category.data) return <WaitingOnMarketplace className="h-64 w-full" />;
  const c = category.data;
  return (
    <div className={stack({ gap: 4 })}>
      <nav aria-label={t("breadcrumbs")} className="text-sm">
        <ol className="flex flex-wrap items-center gap-1 text-slate-600">
          <li>
            <button
              type="button"
              className="min-h-11 min-w-11 underline-offset-2 hover:underline md:min-h-0 md:min-w-0"
              onClick={() => onOpen(null)}
            >
              {t("allCategories")}
            </button>
          </li>
          {c.path.map((p, i) => (
            <li key={p.id} className="flex items-center gap-1">
              <span aria-hidden>›</span>
              {i === c.path.length - 1 ? (
                <Text as="span" variant="strong" aria-current="page">
                  {p.name}
                </Text>
              ) : (
                <button
                  type="button"
                  className="min-h-11 min-w-11 underline-offset-2 hover:underline md:min-h-0 md:min-w-0"
                  onClick={() => onOpen(p.id)}
                >
                  {p.name}
                </button>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <section aria-labelledby="category-name" className={cn(cardClass, "p-4")}>
        <div className="mb-2 flex flex-wrap items-center gap-2">
          <Heading variant="title" id="category-name">
            {c.name}
          </Heading>
          <Text as="span" variant="code">
            {c.id}
          </Text>
          {c.isLeaf ? (
            <Badge tone="success">
              <CheckCircle2 aria-hidden />
              {t("leaf")}
            </Badge>
          ) : (
            <Badge tone="neutral">{t("notLeaf")}</Badge>
          )}
        </div>
        {c.isLeaf ? <Text>{t("leafHint")}</Text> : <CategoryList items={c.children} onOpen={onOpen} site={site} />}
      </section>
      {c.isLeaf && <CategorySettings settings={c.settings} site={site} />}
      {c.attributes.length > 0 && <AttributeChecklist attributes={c.attributes} />}
      {c.isLeaf && c.domainId && <TopValues key={c.id} domainId={c.domainId} attributes={c.attributes} />}
    </div>
  );
}
